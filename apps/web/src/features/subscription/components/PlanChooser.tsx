import { PLANS, SUBSCRIPTION_TIERS, type SubscriptionTier } from '@stave/contracts';
import { Loader2 } from 'lucide-react';
import { CheckList } from '@/components/marketing/CheckList';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { chooseLabel, formatMonthly, isMainChoice, isUpgrade } from './plan-texts';

interface PlanChooserProps {
  currentTier: SubscriptionTier;
  trialAvailable: boolean;
  pending: SubscriptionTier | null;
  onChoose: (tier: SubscriptionTier) => void;
}

// Plan chooser: each plan with its price in en-GB, the current one marked.
export function PlanChooser({ currentTier, trialAvailable, pending, onChoose }: PlanChooserProps) {
  return (
    <section aria-labelledby="plans-heading" className="grid gap-3">
      <h2 id="plans-heading" className="text-base font-semibold">
        Plans
      </h2>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-3">
        {SUBSCRIPTION_TIERS.map((tier) => {
          const plan = PLANS[tier];
          const current = tier === currentTier;
          const main = isMainChoice(tier, currentTier);
          const [amount] = formatMonthly(tier).split('/');
          return (
            <li key={tier}>
              <Card
                className={cn('flex h-full flex-col gap-3 p-5', current && 'ring-2 ring-brand', main && 'border-brand/60')}
                data-testid={`plan-${tier}`}
                aria-current={current ? 'true' : undefined}
              >
                <div className="flex items-center justify-between gap-2">
                  <h3 className="text-lg font-semibold">{plan.name}</h3>
                  {current ? <Badge variant="brand">Current Plan</Badge> : tier === 'pro' ? <Badge variant="secondary">Most popular</Badge> : null}
                </div>
                <p>
                  <span className="text-3xl font-semibold tabular-nums">{amount}</span>
                  <span className="text-sm text-muted-foreground">/month</span>
                </p>
                {plan.trialMonths > 0 && trialAvailable && isUpgrade(tier, currentTier) ? (
                  <p className="text-sm font-medium text-brand-strong">Includes {plan.trialMonths}-month free trial</p>
                ) : null}
                <CheckList items={plan.highlights} className="grid gap-1.5 text-sm text-muted-foreground" itemClassName="flex gap-2" />
                <div className="mt-auto pt-2">
                  {current ? (
                    <Button variant="outline" className="w-full" disabled>
                      Your current plan
                    </Button>
                  ) : (
                    <Button variant={main ? 'brand' : 'outline'} className="w-full" disabled={pending !== null} onClick={() => onChoose(tier)}>
                      {pending === tier ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                      {chooseLabel(tier, currentTier)}
                    </Button>
                  )}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
