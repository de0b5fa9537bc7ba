import type { SubscriptionTier } from '@stave/contracts';
import { LifeBuoy } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { BusinessUpgradeCard } from './BusinessUpgradeCard';
import { ContactCard } from './ContactCard';
import { HelpAnswers } from './HelpAnswers';

// A Free or Pro member's /support: the common answers, the address to write to, and what Business would add.
export function HelpCenter({ tier }: { tier: SubscriptionTier }) {
  return (
    <>
      <title>Help and support · Stave</title>
      <PageHeader icon={LifeBuoy} title="Help and support" description="Answers to what members ask most, and how to reach us." />
      <div className="grid gap-8">
        <BusinessUpgradeCard tier={tier} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <HelpAnswers />
          <aside aria-label="Email support" className="grid content-start">
            <ContactCard />
          </aside>
        </div>
      </div>
    </>
  );
}
