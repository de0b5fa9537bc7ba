import { Sparkles } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { PendingFeature } from '@/components/layout/PendingFeature';

const PURPOSE = [
  'Matches with a score and the reasons behind it',
  'Preferences taken from your genres and skills',
  "View a match's profile",
  'Send a connection request from the match',
] as const;

export function AiMatchingPage() {
  return (
    <>
      <title>AI Matching · Stave</title>
      <PageHeader icon={Sparkles} title="AI Matching" description="Collaborators and opportunities matched to your genres and skills." />
      <PendingFeature
        icon={Sparkles}
        title="AI matching"
        summary="Suggestions scored against your profile, available on Pro and Business plans."
        points={PURPOSE}
      />
    </>
  );
}
