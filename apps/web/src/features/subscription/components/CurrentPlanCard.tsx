import { useState } from 'react';
import { PLANS, type BillingSubscription } from '@stave/contracts';
import { CreditCard, Crown, Loader2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/hooks/useToast';
import { changeSubscription, openPortal } from '../api/subscription.api';
import { subscriptionKeys } from '../api/subscription.queries';
import { SUBSCRIPTION_TEXTS, planStatusLine } from './plan-texts';
import { UsageLines } from './UsageLines';

// The member's plan: what it is, when it renews or ends, Manage billing (the provider's portal), keeping
// a plan set to cancel, and this month's usage against the plan's limits.
export function CurrentPlanCard({ subscription }: { subscription: BillingSubscription }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'portal' | 'keep' | null>(null);
  const plan = PLANS[subscription.tier];
  const status = planStatusLine(subscription);

  const manage = async () => {
    setBusy('portal');
    try {
      window.location.assign(await openPortal());
    } catch {
      toast({ title: 'Billing unavailable', description: 'Could not open billing just now. Please try again.', variant: 'destructive' });
      setBusy(null);
    }
  };
  const keep = async () => {
    setBusy('keep');
    try {
      const answer = await changeSubscription(subscription.tier);
      toast({ title: SUBSCRIPTION_TEXTS.updated, description: answer.message, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.root });
    } catch {
      toast({ title: SUBSCRIPTION_TEXTS.paymentError, description: SUBSCRIPTION_TEXTS.updateFailed, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card className="grid gap-4 p-5" data-testid="current-plan">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">Current plan</p>
          <p className="flex items-center gap-2 text-xl font-semibold">
            {subscription.tier !== 'free' ? <Crown className="size-5 text-brand-strong" aria-hidden="true" /> : null}
            {plan.name}
            {plan.badge ? <Badge variant="brand">{plan.badge}</Badge> : null}
          </p>
          {status ? <p className="text-sm text-muted-foreground">{status}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {subscription.cancelAtPeriodEnd ? (
            <Button variant="brand" size="sm" onClick={() => void keep()} disabled={busy !== null}>
              {busy === 'keep' ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Keep {plan.name}
            </Button>
          ) : null}
          {subscription.hasBillingAccount ? (
            <Button variant="outline" size="sm" onClick={() => void manage()} disabled={busy !== null}>
              {busy === 'portal' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CreditCard aria-hidden="true" />}
              Manage billing
            </Button>
          ) : null}
        </div>
      </div>
      <UsageLines tier={subscription.tier} />
    </Card>
  );
}
