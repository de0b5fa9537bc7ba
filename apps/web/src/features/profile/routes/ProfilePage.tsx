import { UserRound } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { PendingFeature } from '@/components/layout/PendingFeature';

const PURPOSE = [
  'Photo, bio, location and professional type',
  'Skills, genres and website',
  'Portfolio, experience and education',
  'Badges and achievements',
] as const;

export function ProfilePage() {
  return (
    <>
      <title>My Profile · Stave</title>
      <PageHeader icon={UserRound} title="My Profile" description="How the industry sees you." />
      <PendingFeature icon={UserRound} title="Your profile" summary="Your professional page: the first thing collaborators and employers see." points={PURPOSE} />
    </>
  );
}
