import { Activity } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { PendingFeature } from '@/components/layout/PendingFeature';

const PURPOSE = [
  'Posts with likes, comments and saves',
  'Trending posts and popular hashtags',
  'People you may know',
  'Share an update with your network',
] as const;

export function ActivityFeedPage() {
  return (
    <>
      <title>Activity Feed · Stave</title>
      <PageHeader icon={Activity} title="Activity Feed" description="Posts from the people and organisations you follow." />
      <PendingFeature icon={Activity} title="Your feed" summary="Updates, releases and opportunities from across your network." points={PURPOSE} />
    </>
  );
}
