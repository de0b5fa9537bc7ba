import { ChartColumn } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { PendingFeature } from '@/components/layout/PendingFeature';

const PURPOSE = [
  'Profile views and search appearances',
  'Network growth over time',
  'Messages sent and connections gained',
  'Job applications this month',
] as const;

export function AnalyticsPage() {
  return (
    <>
      <title>Analytics · Stave</title>
      <PageHeader icon={ChartColumn} title="Analytics" description="How your profile and network are performing." />
      <PendingFeature icon={ChartColumn} title="Analytics" summary="Understand who is finding you and how your network is growing." points={PURPOSE} />
    </>
  );
}
