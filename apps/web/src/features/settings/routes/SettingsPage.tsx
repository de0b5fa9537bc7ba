import { Settings } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/layout/PageHeader';
import { SignInPrompt } from '@/components/layout/SignInPrompt';
import { useAuth } from '@/features/auth';
import { BlockedMembersCard, MutedMembersCard } from '@/features/safety';
import { cn } from '@/lib/cn';
import { DataExportCard } from '../components/DataExportCard';
import { DeleteAccountCard } from '../components/DeleteAccountCard';
import { EmailCard } from '../components/EmailCard';
import { NotificationPreferencesCard } from '../components/NotificationPreferencesCard';
import { PasswordCard } from '../components/PasswordCard';
import { AvailabilityCard } from '../components/AvailabilityCard';
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
      <SettingsSection id="account" title="Account">
        <EmailCard />
        <PasswordCard />
        <TeamCard />
        <PayoutsCard />
        <AvailabilityCard />
      </SettingsSection>
      <SettingsSection id="security" title="Security">
        <TwoFactorCard />
        <SessionsCard />
      </SettingsSection>
      <SettingsSection id="privacy" title="Privacy">
        <WhoCanMessageCard />
        <MutedMembersCard />
        <BlockedMembersCard />
      </SettingsSection>
      <SettingsSection id="notifications" title="Notifications">
        <NotificationPreferencesCard />
      </SettingsSection>
      <SettingsSection id="data" title="Your data">
        <DataExportCard />
        {/* The danger zone, set apart from what can be undone. */}
        <div className="mt-6 grid gap-3 border-t border-destructive/25 pt-6">
          <h3 className="text-sm font-semibold tracking-wide text-destructive uppercase">Danger zone</h3>
          <DeleteAccountCard />
        </div>
      </SettingsSection>
    </>
  );
}

// One section of the page, its id the anchor; the fixed top navigation covers the top of the page, so an anchored
// section stops below it.
function SettingsSection({ id, title, children }: { id: (typeof SECTIONS)[number]['id']; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn('grid scroll-mt-24 gap-4', id !== SECTIONS[0].id && 'mt-10')}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
