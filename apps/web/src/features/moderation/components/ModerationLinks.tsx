import { Flag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ROUTES } from '@/routes';
import { useModeratorRoleQuery } from '../api/moderator-role';

// The way to the moderation queue, for moderators only (GET /api/moderation/me): asked when the mobile menu or the
// profile page first shows, never on the first paint.
export function ModerationMenuItem({ className, active, onNavigate }: { className: string; active: boolean; onNavigate: () => void }) {
  const moderator = useModeratorRoleQuery().data === true;
  if (!moderator) return null;
  return (
    <li>
      <Link to={ROUTES.moderation} onClick={onNavigate} aria-current={active ? 'page' : undefined} className={className}>
        <Flag className="size-5" aria-hidden="true" />
        Moderation
      </Link>
    </li>
  );
}

export function ModerationButton() {
  const moderator = useModeratorRoleQuery().data === true;
  if (!moderator) return null;
  return (
    <Button asChild variant="outline">
      <Link to={ROUTES.moderation}>
        <Flag aria-hidden="true" />
        Moderation
      </Link>
    </Button>
  );
}
