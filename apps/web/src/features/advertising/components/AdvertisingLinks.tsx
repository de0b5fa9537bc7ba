import { Megaphone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ROUTES } from '@/routes';
import { useAdvertisingRoleQuery } from '../api/advertising-role';

// The way to the inquiries queue, for the partnerships team only (GET /api/advertising/me): beside the moderators'
// link, asked when the mobile menu or the profile page first shows, never on the first paint.
export function AdvertisingMenuItem({ className, active, onNavigate }: { className: string; active: boolean; onNavigate: () => void }) {
  const staff = useAdvertisingRoleQuery().data?.staff === true;
  if (!staff) return null;
  return (
    <li>
      <Link to={ROUTES.advertisingInquiries} onClick={onNavigate} aria-current={active ? 'page' : undefined} className={className}>
        <Megaphone className="size-5" aria-hidden="true" />
        Advertising inquiries
      </Link>
    </li>
  );
}

export function AdvertisingButton() {
  const staff = useAdvertisingRoleQuery().data?.staff === true;
  if (!staff) return null;
  return (
    <Button asChild variant="outline">
      <Link to={ROUTES.advertisingInquiries}>
        <Megaphone aria-hidden="true" />
        Advertising inquiries
      </Link>
    </Button>
  );
}
