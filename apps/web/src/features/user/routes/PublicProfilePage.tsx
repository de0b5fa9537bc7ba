import { ArrowLeft, MessageSquare, PencilLine, RefreshCw, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { ProfileHeader, ProfileTabs, usePublicUserQuery } from '@/features/profile';
import { MessageDialog } from '@/features/user/components/MessageDialog';
import { ROUTES } from '@/routes';

function ProfileSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6">
      <p role="status" className="sr-only">
        Loading profile...
      </p>
      <Card className="overflow-hidden">
        <Skeleton className="h-32 rounded-none sm:h-44 lg:h-52" />
        <div className="px-4 pb-6 sm:px-6">
          <Skeleton className="-mt-12 size-24 rounded-full ring-4 ring-card sm:-mt-16 sm:size-32" />
          <Skeleton className="mt-4 h-7 w-56" />
          <Skeleton className="mt-2 h-4 w-32" />
          <div className="mt-5 flex gap-3">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-4 w-24" />
          </div>
        </div>
      </Card>
      <p className="text-center text-sm text-muted-foreground" aria-hidden="true">
        Loading profile...
      </p>
    </div>
  );
}

const backToNetwork = (
  <Button asChild variant="outline">
    <Link to={ROUTES.network}>
      <ArrowLeft aria-hidden="true" />
      Back to Network
    </Link>
  </Button>
);

// Spec §2 public profile (/user/{id}).
export function PublicProfilePage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user: me } = useAuth();
  const query = usePublicUserQuery(id);
  const [messaging, setMessaging] = useState(false);

  if (query.isPending) {
    return (
      <>
        <title>Loading profile... · Stave</title>
        <ProfileSkeleton />
      </>
    );
  }

  if (query.isError) {
    return (
      <>
        <title>Member profile · Stave</title>
        <EmptyState
          icon={UserRoundX}
          tone="error"
          titleAs="h1"
          title="Unable to load this profile"
          description="Something went wrong on our side. Try again in a moment."
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button onClick={() => void query.refetch()}>
                <RefreshCw aria-hidden="true" />
                Retry
              </Button>
              {backToNetwork}
            </div>
          }
        />
      </>
    );
  }

  const member = query.data;
  if (!member) {
    return (
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
    );
  }

  const own = me?.id === member.id;
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
            <>
              {own ? (
                <Button asChild variant="outline">
                  <Link to={ROUTES.profile}>
                    <PencilLine aria-hidden="true" />
                    Edit your profile
                  </Link>
                </Button>
              ) : (
                <Button onClick={() => setMessaging(true)}>
                  <MessageSquare aria-hidden="true" />
                  Send Message
                </Button>
              )}
            </>
          }
        />
        <ProfileTabs user={member} showAwards={false} />
      </div>
      {own ? null : <MessageDialog user={member} open={messaging} onOpenChange={setMessaging} />}
    </>
  );
}
