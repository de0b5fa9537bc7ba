import { PLANS, SUBSCRIPTION_TIERS, formatPlanPrice, type SubscriptionTier } from '@stave/contracts';
import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { ROUTES } from '@/routes';

const HIGHLIGHTS = 2;

// 'Choose Your Plan', priced from the contracts' PLANS. Loaded after the first paint: the
// contracts barrel carries zod (see lib/contracts.ts).
export function PlansSection({ currentTier }: { currentTier: SubscriptionTier }) {
  return (
    <Card className="p-4" data-testid="plans-section">
      <h2 className="text-sm font-semibold">Choose Your Plan</h2>
      <ul className="mt-3 grid grid-cols-1 gap-2">
        {SUBSCRIPTION_TIERS.map((tier) => {
          const plan = PLANS[tier];
          const current = tier === currentTier;
          const rank = SUBSCRIPTION_TIERS.indexOf(tier) - SUBSCRIPTION_TIERS.indexOf(currentTier);
          // The next plan up is the one offered; a lower plan is never dressed as the main choice (a Business member
          // was offered Pro, a downgrade, in the brand colour).
          const main = rank > 0 && SUBSCRIPTION_TIERS[SUBSCRIPTION_TIERS.indexOf(currentTier) + 1] === tier;
          return (
            <li key={tier} className={cn('rounded-xl border p-3', main && 'border-brand/60 bg-brand-soft/40', current && 'bg-muted/60')}>
              <div className="flex items-baseline justify-between gap-2">
                <p className="font-semibold">{plan.name}</p>
                <p className="text-sm">
                  <span className="text-base font-semibold tabular-nums">{formatPlanPrice(plan)}</span>
                  <span className="text-muted-foreground">/month</span>
                </p>
              </div>
              {plan.trialMonths > 0 ? <p className="text-xs font-medium text-brand-strong">{plan.trialMonths}-month free trial</p> : null}
              <ul className="mt-2 grid grid-cols-1 gap-1 text-[13px] text-muted-foreground">
                {plan.highlights.slice(0, HIGHLIGHTS).map((line) => (
                  <li key={line} className="flex gap-1.5">
                    <Check className="mt-0.5 size-3.5 shrink-0 text-brand-strong" aria-hidden="true" />
                    {line}
                  </li>
                ))}
              </ul>
              {current ? (
                <p className="mt-2 text-xs font-medium text-muted-foreground">Your current plan</p>
              ) : (
                <Button asChild size="sm" variant={main ? 'brand' : 'outline'} className="mt-3 w-full">
                  <Link to={ROUTES.subscription}>{rank < 0 ? `Switch to ${plan.name}` : `Choose ${plan.name}`}</Link>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
