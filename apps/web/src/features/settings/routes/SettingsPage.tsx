import { Settings } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { SignInPrompt } from '@/components/layout/SignInPrompt';
import { useAuth } from '@/features/auth';
import { BlockedMembersCard } from '@/features/safety/components/BlockedMembersCard';
import { MutedMembersCard } from '@/features/safety/components/MutedMembersCard';
import { SessionsCard } from '../components/SessionsCard';
import { TwoFactorCard } from '../components/TwoFactorCard';
import { WhoCanMessageCard } from '../components/WhoCanMessageCard';

// Settings (issue 16): the member's account, security and privacy choices. Security first: two-factor sign-in and
// the devices signed in.
export function SettingsPage() {
  const { user } = useAuth();
  if (!user) return <SignInPrompt page="Settings" title="Please Log In" description="Log in to manage your account settings." actionLabel="Log In" />;
  return (
    <>
      <title>Settings · Stave</title>
      <PageHeader icon={Settings} title="Settings" description="How you sign in and who can reach you." />
      <section aria-labelledby="security-heading" className="grid gap-4">
        <h2 id="security-heading" className="text-lg font-semibold tracking-tight">
          Security
        </h2>
        <TwoFactorCard />
        <SessionsCard />
      </section>
      <section aria-labelledby="privacy-heading" className="mt-10 grid gap-4">
        <h2 id="privacy-heading" className="text-lg font-semibold tracking-tight">
          Privacy
        </h2>
        <WhoCanMessageCard />
        <MutedMembersCard />
        <BlockedMembersCard />
      </section>
    </>
  );
}
