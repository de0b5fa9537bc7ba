import { Handshake } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { PendingFeature } from '@/components/layout/PendingFeature';

const PURPOSE = [
  'Browse collaboration calls by genre',
  'Remote-only and paid-only filters',
  'Post your own call with a demo',
  'Message the author to get involved',
] as const;

export function CollaboratePage() {
  return (
    <>
      <title>Collaboration Hub · Stave</title>
      <PageHeader icon={Handshake} title="Collaboration Hub" description="Find the right people for your next track, tour or project." />
      <PendingFeature
        icon={Handshake}
        title="Collaboration calls"
        summary="Post what you're making and who you need, or answer someone else's call."
        points={PURPOSE}
      />
    </>
  );
}
