import { Banknote, ChevronRight } from 'lucide-react';
import { ActionLink } from '@/components/ui/action-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ROUTES } from '@/routes';

// Settings › Account: the way to /settings/payouts, where a member sets up being paid for bookings through Stripe.
export function PayoutsCard() {
  return (
    <Card role="region" aria-labelledby="payouts-card-title">
      <CardHeader>
        <div className="flex items-center gap-3">
          <Banknote className="size-5 text-primary" aria-hidden="true" />
          <CardTitle id="payouts-card-title">Payouts</CardTitle>
        </div>
        <CardDescription>Be paid for bookings through Stave: set up a payouts account with Stripe, and see what it still needs.</CardDescription>
      </CardHeader>
      <CardContent>
        <ActionLink
          variant="outline"
          to={ROUTES.payouts}
          label={
            <>
              Open Payouts <ChevronRight aria-hidden="true" />
            </>
          }
        />
      </CardContent>
    </Card>
  );
}
