import { lazy, Suspense, useState } from 'react';
import { useUnreadCountQuery } from '@/features/notifications/api/notifications.queries';
import { BellButton } from '@/features/notifications/components/BellButton';

const loadMenu = () => import('@/features/notifications/components/NotificationsMenu');
const NotificationsMenu = lazy(() => loadMenu().then((m) => ({ default: m.NotificationsMenu })));
const prefetch = () => void loadMenu().catch(() => undefined);

// The bell with the unread count (polled every 30 s). Like the theme menu, the first
// paint gets a plain button; the dropdown's code arrives on hover, focus or the first click.
export function NotificationBell({ className }: { className?: string }) {
  const unread = useUnreadCountQuery();
  const [activated, setActivated] = useState(false);

  if (!activated) {
    return <BellButton unread={unread.data} className={className} onPointerEnter={prefetch} onFocus={prefetch} onClick={() => setActivated(true)} />;
  }
  return (
    <Suspense fallback={<BellButton unread={unread.data} className={className} aria-busy="true" />}>
      <NotificationsMenu unread={unread.data} className={className} />
    </Suspense>
  );
}
