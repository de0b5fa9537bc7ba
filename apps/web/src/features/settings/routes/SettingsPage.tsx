import { Settings } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/layout/PageHeader';
import { SignInPrompt } from '@/components/layout/SignInPrompt';
import { useAuth } from '@/features/auth';
import { BlockedMembersCard, MutedMembersCard } from '@/features/safety';
import { DataExportCard } from '../components/DataExportCard';
import { DeleteAccountCard } from '../components/DeleteAccountCard';
import { EmailCard } from '../components/EmailCard';
import { NotificationPreferencesCard } from '../components/NotificationPreferencesCard';
import { PasswordCard } from '../components/PasswordCard';
import { PayoutsCard } from '../components/PayoutsCard';
import { SessionsCard } from '../components/SessionsCard';
import { TeamCard } from '../components/TeamCard';
import { TwoFactorCard } from '../components/TwoFactorCard';
import { WhoCanMessageCard } from '../components/WhoCanMessageCard';

// The page's sections, in order; each id is its anchor (/settings#data).
const SECTIONS = [
  { id: 'account', label: 'Account' },
  { id: 'security', label: 'Security' },
  { id: 'privacy', label: 'Privacy' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'data', label: 'Your data' },
] as const;

// The fixed top navigation covers the top of the page: an anchored section stops below it.
const sectionClass = 'grid scroll-mt-24 gap-4';

// Settings: account, security, privacy, notifications, data. First the account (the email and password),
// then security (two-factor sign-in and the devices signed in), who can reach the member, what they are notified
// about; last, their data: a copy of it, and deleting the account.
export function SettingsPage() {
  const { user } = useAuth();
  const { hash } = useLocation();
  // A link to a section (/settings#data) opens the page there: the page was not yet drawn when the browser looked.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash, user]);
  if (!user) return <SignInPrompt page="Settings" title="Please Log In" description="Log in to manage your account settings." actionLabel="Log In" />;
  return (
    <>
      <title>Settings · Stave</title>
      <PageHeader icon={Settings} title="Settings" description="Your account, how you sign in, who can reach you, what you hear about, and your data." />
      <nav aria-label="Settings sections" className="-mt-2 mb-6">
        <ul className="flex flex-wrap gap-2">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={hash === `#${section.id}` ? 'location' : undefined}
                className="inline-flex h-8 items-center rounded-full border bg-card px-3 text-[13px] font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground aria-[current=location]:border-brand/40 aria-[current=location]:bg-brand-soft aria-[current=location]:text-brand-strong"
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section id="account" aria-labelledby="account-heading" className={sectionClass}>
        <h2 id="account-heading" className="text-lg font-semibold tracking-tight">
          Account
        </h2>
        <EmailCard />
        <PasswordCard />
        <TeamCard />
        <PayoutsCard />
      </section>
      <section id="security" aria-labelledby="security-heading" className={`mt-10 ${sectionClass}`}>
        <h2 id="security-heading" className="text-lg font-semibold tracking-tight">
          Security
        </h2>
        <TwoFactorCard />
        <SessionsCard />
      </section>
      <section id="privacy" aria-labelledby="privacy-heading" className={`mt-10 ${sectionClass}`}>
        <h2 id="privacy-heading" className="text-lg font-semibold tracking-tight">
          Privacy
        </h2>
        <WhoCanMessageCard />
        <MutedMembersCard />
        <BlockedMembersCard />
      </section>
      <section id="notifications" aria-labelledby="notifications-heading" className={`mt-10 ${sectionClass}`}>
        <h2 id="notifications-heading" className="text-lg font-semibold tracking-tight">
          Notifications
        </h2>
        <NotificationPreferencesCard />
      </section>
      <section id="data" aria-labelledby="data-heading" className={`mt-10 ${sectionClass}`}>
        <h2 id="data-heading" className="text-lg font-semibold tracking-tight">
          Your data
        </h2>
        <DataExportCard />
        {/* The danger zone, set apart from what can be undone. */}
        <div className="mt-6 grid gap-3 border-t border-destructive/25 pt-6">
          <h3 className="text-sm font-semibold tracking-wide text-destructive uppercase">Danger zone</h3>
          <DeleteAccountCard />
        </div>
      </section>
    </>
  );
}
