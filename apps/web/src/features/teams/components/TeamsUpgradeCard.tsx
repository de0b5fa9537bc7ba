import { TEAM_MAX_MEMBERS, type SubscriptionTier } from '@stave/contracts';
import { BusinessUpsellCard } from '@/components/plans/BusinessUpsellCard';

const PERKS = [
  `Invite up to ${TEAM_MAX_MEMBERS} people by email or Stave username`,
  'They post jobs, events, collaborations and listings as your business',
  'Admins also manage what your business has posted and answer its messages',
] as const;

// A Free or Pro member's own team: teams come with Business (docs/product-rules.md#tiers), and the way there. `lapsed`: their Business plan
// has ended and the team they had is kept below, paused.
export function TeamsUpgradeCard({ tier, lapsed }: { tier: SubscriptionTier; lapsed: boolean }) {
  return (
    <BusinessUpsellCard
      tier={tier}
      testId="team-upgrade"
      headingLevel="h3"
      renew={lapsed}
      title={lapsed ? 'Renew Business to use your team again' : 'Teams come with Business'}
      body={
        lapsed
          ? 'Your team is kept as it was. With Business again, your team can post and answer messages as your business straight away.'
          : 'With Business, the people you work with post and answer messages as your business, under its name.'
      }
      perks={PERKS}
    />
  );
}
