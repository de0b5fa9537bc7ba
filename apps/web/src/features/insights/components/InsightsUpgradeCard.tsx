import type { SubscriptionTier } from '@stave/contracts';
import { BusinessUpsellCard } from '@/components/plans/BusinessUpsellCard';

const PERKS = [
  'The skills jobs on Stave ask for most, and jobs by type',
  'Gear asking prices by category: the median, the middle half and how they moved',
  'Events by UK region, month on month',
  'A new report every month, to read here or download as PDF or CSV',
] as const;

// What a Free or Pro member sees instead of the reports (Business includes industry insight reports). `message`:
// the server's refusal when the app thought the member was on Business.
export function InsightsUpgradeCard({ tier, message }: { tier: SubscriptionTier; message?: string }) {
  return (
    <BusinessUpsellCard
      tier={message ? undefined : tier}
      testId="insights-upgrade"
      title="Industry insight reports come with Business"
      body={message ?? "A monthly report on the music industry built from Stave's own activity, never from any one member's data."}
      perks={PERKS}
    />
  );
}
