import { Headset } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ROUTES } from '@/routes';
import { useSupportRoleQuery } from '../api/support-role';

// The way to the support queue, for the support team only (GET /api/support/me): beside the moderators' and the
// partnerships team's links, asked when the mobile menu or the profile page first shows, never on the first paint.
export function SupportQueueMenuItem({ className, active, onNavigate }: { className: string; active: boolean; onNavigate: () => void }) {
  const agent = useSupportRoleQuery().data?.agent === true;
  if (!agent) return null;
  return (
    <li>
      <Link to={ROUTES.supportQueue} onClick={onNavigate} aria-current={active ? 'page' : undefined} className={className}>
        <Headset className="size-5" aria-hidden="true" />
        Support queue
      </Link>
    </li>
  );
}

export function SupportQueueButton() {
  const agent = useSupportRoleQuery().data?.agent === true;
  if (!agent) return null;
  return (
    <Button asChild variant="outline">
      <Link to={ROUTES.supportQueue}>
        <Headset aria-hidden="true" />
        Support queue
      </Link>
    </Button>
  );
}
