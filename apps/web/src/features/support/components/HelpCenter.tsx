import type { SubscriptionTier } from '@stave/contracts';
import { LifeBuoy } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { BusinessUpgradeCard } from './BusinessUpgradeCard';
import { HelpAndContact } from './HelpAndContact';

// A Free or Pro member's /support: the common answers, the address to write to, and what Business would add.
export function HelpCenter({ tier }: { tier: SubscriptionTier }) {
  return (
    <>
      <title>Help and support · Stave</title>
      <PageHeader icon={LifeBuoy} title="Help and support" description="Answers to what members ask most, and how to reach us." />
      <div className="grid gap-8">
        <BusinessUpgradeCard tier={tier} />
        <HelpAndContact />
      </div>
    </>
  );
}
