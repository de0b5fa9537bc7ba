import { Briefcase } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { PendingFeature } from '@/components/layout/PendingFeature';

const PURPOSE = [
  'Full-time, part-time, contract, freelance and internship roles',
  'Filter by type, location and remote work',
  'Apply or save a role for later',
  'Post a job for your studio, venue or label',
] as const;

export function JobsPage() {
  return (
    <>
      <title>Jobs · Stave</title>
      <PageHeader icon={Briefcase} title="Jobs" description="Roles across the UK music industry, and a place to post your own." />
      <PendingFeature
        icon={Briefcase}
        title="Jobs board"
        summary="Paid work for musicians, engineers, producers and the businesses that hire them."
        points={PURPOSE}
      />
    </>
  );
}
