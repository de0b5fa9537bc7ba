import type { ReactNode } from 'react';
import { PLANS, formatPlanPrice, type SubscriptionTier } from '@stave/contracts';
import { Crown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CheckList } from '@/components/marketing/CheckList';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ROUTES } from '@/routes';

export interface BusinessUpsellCardProps {
  // The member's plan: a Pro member is told they are on Pro (left out when the body is the server's own words).
  tier?: SubscriptionTier;
  title: string;
  body: ReactNode;
  perks: readonly string[];
  // Their Business plan ended and what they had is kept: the way back says Renew.
  renew?: boolean;
  headingLevel?: 'h2' | 'h3';
  testId: string;
}

// What a Free or Pro member sees in place of a Business feature (docs/product-rules.md#tiers): what Business adds there, its price and
// the way to the plans. One card for every Business feature (teams, storefronts, VIP support, insight reports).
export function BusinessUpsellCard({ tier, title, body, perks, renew = false, headingLevel: Heading = 'h2', testId }: BusinessUpsellCardProps) {
  return (
    <Card className="grid gap-4 border-brand/50 bg-brand-soft/50 p-5 sm:p-6" data-testid={testId}>
      <div className="grid gap-1.5">
        <Heading className="flex items-center gap-2 text-lg font-semibold">
          <Crown className="size-5 text-brand-strong" aria-hidden="true" />
          {title}
        </Heading>
        <p className="text-sm text-muted-foreground">
          {tier === 'pro' ? 'You are on Pro. ' : ''}
          {body}
        </p>
      </div>
      <CheckList items={perks} className="grid gap-2 text-sm" itemClassName="flex items-start gap-2" />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button asChild variant="brand">
          <Link to={ROUTES.subscription}>{renew ? 'Renew Business' : 'Upgrade to Business'}</Link>
        </Button>
        <p className="text-sm font-medium">{formatPlanPrice(PLANS.business)}/month</p>
      </div>
    </Card>
  );
}
