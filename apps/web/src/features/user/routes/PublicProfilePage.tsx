import { UserRound } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/PageHeader';
import { PendingFeature } from '@/components/layout/PendingFeature';

const PURPOSE = [
  'Photo, name, plan and professional type',
  'About, skills and instruments, genres',
  'Website and location',
  'Send a message without leaving the page',
] as const;

export function PublicProfilePage() {
  const { id } = useParams<{ id: string }>();
  return (
    <>
      <title>Member profile · Stave</title>
      <PageHeader icon={UserRound} title="Member profile" description={`Member #${id ?? ''}`} />
      <PendingFeature
        icon={UserRound}
        title="Public profile"
        summary="What a member shares with the rest of Stave."
        points={PURPOSE}
      />
    </>
  );
}
