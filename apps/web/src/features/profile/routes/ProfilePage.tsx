import { ExternalLink, LogIn, PencilLine, Settings, Store, UserRound, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { ActionButton, ActionLink } from '@/components/ui/action-button';
import { EmptyState } from '@/components/ui/empty-state';
import { AdvertisingButton } from '@/features/advertising';
import { useAuth } from '@/features/auth';
import { InsightsButton } from '@/features/insights';
import { ModerationButton } from '@/features/moderation';
import { EditProfileDialog } from '@/features/profile/components/EditProfileDialog';
import { ProfileHeader } from '@/features/profile/components/ProfileHeader';
import { ProfileStrength } from '@/features/profile/components/ProfileStrength';
import { ProfileTabs } from '@/features/profile/components/ProfileTabs';
import { InvitePanel } from '@/features/referrals';
import { SupportQueueButton } from '@/features/support';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { ROUTES, buildRoute } from '@/routes';

// Profile page (/profile and /profile/settings).
export function ProfilePage() {
  const { user } = useAuth();
  const online = useOnlineStatus();
  const [editing, setEditing] = useState<number | null>(null);

  if (!user) {
    return (
      <>
        <title>My Profile · Stave</title>
        <EmptyState
          icon={UserRound}
          titleAs="h1"
          title="Please log in to view your profile."
          action={<ActionLink icon={LogIn} to={ROUTES.home} label="Log in" />}
        />
      </>
    );
  }

  // A fresh key per opening resets the dialog's form to the current profile.
  const openEditor = () => setEditing(Date.now());

  return (
    <>
      <title>{`${user.name || user.username} · My Profile · Stave`}</title>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-6">
          <ProfileHeader
            user={user}
            own
            actions={
              <>
                <ActionButton
                  icon={PencilLine}
                  onClick={openEditor}
                  disabled={!online}
                  title={online ? undefined : 'You are offline: editing is disabled'}
                  label="Edit Profile"
                />
                <ActionLink icon={ExternalLink} variant="outline" to={buildRoute(ROUTES.user, { id: user.id })} label="View as member" />
                <ActionLink icon={Settings} variant="outline" to={ROUTES.settings} label="Settings" />
                <ActionLink icon={UsersRound} variant="outline" to={ROUTES.team} label="Team" />
                {/* A Business member's storefront. */}
                {user.subscriptionTier === 'business' ? <ActionLink icon={Store} variant="outline" to={ROUTES.storefrontEditor} label="Storefront" /> : null}
                {/* A Business member's industry insight reports. */}
                <InsightsButton />
                <ModerationButton />
                <AdvertisingButton />
                <SupportQueueButton />
              </>
            }
          />
          <ProfileTabs user={user} onEdit={openEditor} />
        </div>
        <aside className="grid content-start gap-6" aria-label="Profile tools">
          <ProfileStrength user={user} onEdit={openEditor} />
          <InvitePanel />
        </aside>
      </div>
      {editing !== null ? <EditProfileDialog key={editing} user={user} open onOpenChange={(open) => (open ? undefined : setEditing(null))} /> : null}
    </>
  );
}
