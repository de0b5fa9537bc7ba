import { PLANS, SUBSCRIPTION_TIERS, type Plan } from '@stave/contracts';
import { Link } from 'react-router-dom';
import { CheckList } from '@/components/marketing/CheckList';
import { OfferCard } from '@/components/marketing/OfferCard';
import { Button } from '@/components/ui/button';
import { MarketingSection } from '@/features/landing/components/SectionHeading';
import { ROUTES } from '@/routes';

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

function price(plan: Plan): string {
  return plan.pricePence === 0 ? '£0' : gbp.format(plan.pricePence / 100);
}

const HIGHLIGHT_COUNT = 4;

export function PlansTeaser() {
  return (
    <MarketingSection
      headingId="plans-title"
      eyebrow="Plans"
      title="Start free. Upgrade when it pays for itself."
      lead="Every member gets a full profile, networking and the job board. Pro and Business add AI matching, boosted posts and analytics."
      className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24"
    >
      <ul className="mt-12 grid gap-4 md:grid-cols-3">
        {SUBSCRIPTION_TIERS.map((tier) => {
          const plan = PLANS[tier];
          const featured = tier === 'pro';
          return (
            <OfferCard key={tier} highlighted={featured}>
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-base font-semibold">{plan.name}</h3>
                {plan.trialMonths > 0 ? (
                  <span className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-medium text-brand-strong">{plan.trialMonths}-month free trial</span>
                ) : null}
              </div>
              <p className="mt-4 flex items-baseline gap-1">
                <span className="text-4xl font-semibold tracking-tight">{price(plan)}</span>
                <span className="text-sm text-muted-foreground">/ month</span>
              </p>
              <CheckList items={plan.highlights.slice(0, HIGHLIGHT_COUNT)} className="mt-6 grid gap-2.5 text-sm" itemClassName="flex items-start gap-2.5" />
              <Button asChild variant={featured ? 'brand' : 'outline'} className="mt-8 w-full">
                <Link to={ROUTES.register}>{tier === 'free' ? 'Join for free' : `Start with ${plan.name}`}</Link>
              </Button>
            </OfferCard>
          );
        })}
      </ul>
    </MarketingSection>
  );
}
