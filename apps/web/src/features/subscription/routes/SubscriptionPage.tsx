import { Crown } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { PendingFeature } from '@/components/layout/PendingFeature';

const PURPOSE = [
  'Your current plan and what it includes',
  'Upgrade to Pro or Business through secure checkout',
  'The full feature comparison',
  'Confirmation when a payment completes or is cancelled',
] as const;

export function SubscriptionPage() {
  return (
    <>
      <title>Subscription · Stave</title>
      <PageHeader icon={Crown} title="Plans & billing" description="Choose the plan that fits how you work." />
      <PendingFeature icon={Crown} title="Your subscription" summary="Compare Free, Pro and Business and change plan whenever you need to." points={PURPOSE} />
    </>
  );
}
