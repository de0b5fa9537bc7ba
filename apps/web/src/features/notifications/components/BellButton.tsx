import { Bell } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

// The badge reads '9+' above nine.
export function unreadBadge(count: number): string {
  return count > 9 ? '9+' : String(count);
}

export function BellButton({ unread, className, ...props }: ComponentProps<typeof Button> & { unread: number | null | undefined }) {
  const count = unread ?? 0;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
      aria-haspopup="menu"
      data-testid="notification-bell"
      className={cn('relative', className)}
      {...props}
    >
      <Bell className="size-[18px]" aria-hidden="true" />
      {count > 0 ? (
        <span
          className="absolute top-1 right-1 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-destructive-solid px-1 text-[10px] leading-none font-semibold text-destructive-foreground ring-2 ring-background"
          aria-hidden="true"
          data-testid="notification-badge"
        >
          {unreadBadge(count)}
        </span>
      ) : null}
    </Button>
  );
}
