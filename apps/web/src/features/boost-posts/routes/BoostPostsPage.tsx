import { Rocket } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { PendingFeature } from '@/components/layout/PendingFeature';

const PURPOSE = ['Your monthly boost allowance', 'Active and expired boosts', 'When each boost ends', 'Boost straight from the activity feed'] as const;

export function BoostPostsPage() {
  return (
    <>
      <title>Boosted Posts · Stave</title>
      <PageHeader icon={Rocket} title="Boosted Posts" description="Put your posts in front of more of the industry." />
      <PendingFeature
        icon={Rocket}
        title="Post boosts"
        summary="Promote a post beyond your own network, available on Pro and Business plans."
        points={PURPOSE}
      />
    </>
  );
}
