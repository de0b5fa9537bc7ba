import { Banknote, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ROUTES } from '@/routes';
import { SettingsCard } from './SettingsCard';

// Settings › Account: the way to /settings/payouts, where a member sets up being paid for bookings through Stripe.
export function PayoutsCard() {
  return (
    <SettingsCard
      titleId="payouts-card-title"
      title="Payouts"
      icon={Banknote}
      description="Be paid for bookings through Stave: set up a payouts account with Stripe, and see what it still needs."
    >
      <Button asChild variant="outline">
        <Link to={ROUTES.payouts}>
          Open Payouts
          <ChevronRight aria-hidden="true" />
        </Link>
      </Button>
    </SettingsCard>
  );
}
