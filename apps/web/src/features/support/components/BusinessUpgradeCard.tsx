import type { SubscriptionTier } from '@stave/contracts';
import { BusinessUpsellCard } from '@/components/plans/BusinessUpsellCard';

const PERKS = [
  'Tickets you follow here as a conversation, with every answer also by email',
  'High priority by default, and urgent when you cannot work',
  'A named support agent, usually answering within a few hours',
] as const;

// The way to VIP support for a Free or Pro member: what Business adds and a link to the plans (Business
// includes VIP support).
export function BusinessUpgradeCard({ tier }: { tier: SubscriptionTier }) {
  return (
    <BusinessUpsellCard
      tier={tier}
      testId="support-upgrade"
      title="VIP support comes with Business"
      body="Business members open tickets with the Stave support team and are answered first."
      perks={PERKS}
    />
  );
}
