import { Users } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { PendingFeature } from '@/components/layout/PendingFeature';

const PURPOSE = [
  'Connections, with search by name, location or skill',
  "Connection requests you've sent and received",
  "Discover professionals you're not yet connected to",
  'Message a connection in one click',
] as const;

export function NetworkPage() {
  return (
    <>
      <title>My Network · Stave</title>
      <PageHeader icon={Users} title="My Network" description="The people you work with, and the ones you should." />
      <PendingFeature icon={Users} title="Your professional network" summary="Keep your music-industry contacts in one place and grow them deliberately." points={PURPOSE} />
    </>
  );
}
