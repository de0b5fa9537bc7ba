import type { PublicUser } from '@stave/contracts';
import { ArrowLeft, PencilLine, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ActionLink } from '@/components/ui/action-button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton, SkeletonBars } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { ProfileHeader, ProfileTabs, usePublicUserQuery } from '@/features/profile';
import { MessageDialog } from '@/features/user/components/MessageDialog';
import { ProfileActions } from '@/features/user/components/ProfileActions';
import { ROUTES } from '@/routes';

function ProfileSkeleton() {
  return (
    <div className="grid gap-6">
      <Card className="overflow-hidden">
        <Skeleton className="h-32 rounded-none sm:h-44 lg:h-52" />
        <div className="px-4 pb-6 sm:px-6">
          <SkeletonBars bars={['-mt-12 size-24 rounded-full ring-4 ring-card sm:-mt-16 sm:size-32', 'mt-4 h-7 w-56', 'mt-2 h-4 w-32']} />
          <SkeletonBars bars={['h-4 w-24', 'h-4 w-24']} className="mt-5 flex gap-3" />
        </div>
      </Card>
      <p className="text-center text-sm text-muted-foreground" aria-hidden="true">
        Loading profile...
      </p>
    </div>
  );
}

const backToNetwork = <ActionLink icon={ArrowLeft} variant="outline" to={ROUTES.network} label="Back to Network" />;

// Public profile (/user/{id}): Send Message, Connect, Follow and Offer a booking beside the header.
export function PublicProfilePage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user: me } = useAuth();
  const query = usePublicUserQuery(id);
  const [messaging, setMessaging] = useState(false);

  return (
    <>
      {query.isPending ? <title>Loading profile... · Stave</title> : query.data === undefined ? <title>Member profile · Stave</title> : null}
      <QueryState
        query={query}
        loadingLabel="Loading profile..."
        loading={<ProfileSkeleton />}
        error={{
          icon: UserRoundX,
          titleAs: 'h1',
          title: 'Unable to load this profile',
          extraAction: backToNetwork,
        }}
      >
        {(member) =>
          member ? (
            <MemberProfile member={member} own={me?.id === member.id} messaging={messaging} setMessaging={setMessaging} />
          ) : (
            <>
              <title>User not found · Stave</title>
              <EmptyState
                icon={UserRoundX}
                titleAs="h1"
                title="User not found"
                description="This member doesn't exist or has left Stave."
                action={backToNetwork}
                className="py-16"
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}

function MemberProfile({
  member,
  own,
  messaging,
  setMessaging,
}: {
  member: PublicUser;
  own: boolean;
  messaging: boolean;
  setMessaging: (open: boolean) => void;
}) {
  const name = member.name || member.username;
  return (
    <>
      <title>{`${name} · Stave`}</title>
      <div className="mx-auto grid max-w-5xl gap-6">
        <Link to={ROUTES.network} className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Network
        </Link>
        <ProfileHeader
          user={member}
          own={false}
          typeBadge
          actions={
            own ? (
              <ActionLink icon={PencilLine} variant="outline" to={ROUTES.profile} label="Edit your profile" />
            ) : (
              <ProfileActions member={member} onMessage={() => setMessaging(true)} />
            )
          }
        />
        <ProfileTabs user={member} showAwards={false} />
      </div>
      {own ? null : <MessageDialog user={member} open={messaging} onOpenChange={setMessaging} />}
    </>
  );
}
