import type { SubscriptionTier } from '@stave/contracts';
import { BusinessUpsellCard } from '@/components/plans/BusinessUpsellCard';

const PERKS = [
  'A page at its own address with your logo, banner, story and contact details',
  'Everything you sell, hire for and host in one place, for anyone to see, signed in or not',
  'Your business name and logo on every listing, and the Verified badge once a moderator has checked you',
] as const;

// A Free or Pro member's storefront: storefronts come with Business, and the way there. `kept`: they had one on
// Business, hidden now and kept as it was.
export function StorefrontUpgradeCard({ tier, kept }: { tier: SubscriptionTier; kept: boolean }) {
  return (
    <BusinessUpsellCard
      tier={tier}
      testId="storefront-upgrade"
      renew={kept}
      title={kept ? 'Renew Business to show your storefront again' : 'Storefronts come with Business'}
      body={
        kept
          ? 'Your storefront, its images and its badge are kept as they were, hidden from everyone but you. Back on Business, it shows again straight away.'
          : 'With Business, your shop, studio, label or venue gets its own page on Stave.'
      }
      perks={PERKS}
    />
  );
}
