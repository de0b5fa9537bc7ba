import { Store } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { PendingFeature } from '@/components/layout/PendingFeature';

const PURPOSE = [
  'Search by equipment, brand or model',
  'Filter by category and condition',
  'List your own gear with up to five photos',
  'Manage and edit your listings',
] as const;

export function MarketplacePage() {
  return (
    <>
      <title>Marketplace · Stave</title>
      <PageHeader icon={Store} title="Music Marketplace" description="Buy and sell music equipment within the community" />
      <PendingFeature
        icon={Store}
        title="Equipment marketplace"
        summary="Instruments, studio gear and live equipment from people in the industry."
        points={PURPOSE}
      />
    </>
  );
}
