import { ArrowLeft, Compass, PenSquare, Rss } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { SignInPrompt } from '@/components/layout/SignInPrompt';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { ActionLink } from '@/components/ui/action-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import {
  HashtagsPanel,
  PeoplePanel,
  QuickActionsPanel,
  TrendingPanel,
  YourActivityPanel,
  YourNetworkPanel,
} from '@/features/activity-feed/components/SidePanels';
import { useAuth } from '@/features/auth';
import { CreatePostDialog, FeedList } from '@/features/feed';
import { NotificationBell } from '@/features/notifications';
import { typeLabel } from '@/lib/professional-type';
import { ROUTES } from '@/routes';

function QuietFeed() {
  return (
    <EmptyState
      icon={Rss}
      title="Your feed is quiet"
      description="Follow people and connect with them to see their posts here, or share the first update yourself."
      action={<ActionLink icon={Compass} to={`${ROUTES.network}?tab=discover`} label="Discover people to follow" />}
      className="bg-card py-14"
    />
  );
}

// Activity Feed page (/activity-feed).
export function ActivityFeedPage() {
  const { user } = useAuth();
  const [composing, setComposing] = useState(false);

  if (!user) {
    return <SignInPrompt page="Activity Feed" title="Please log in to view your activity feed" actionLabel="Login" />;
  }

  return (
    <>
      <title>Activity Feed · Stave</title>
      <Card className="mb-6 flex items-center gap-2 px-3 py-2.5 sm:gap-4 sm:px-4" data-testid="feed-header">
        <Button asChild variant="ghost" size="sm" className="text-muted-foreground">
          <Link to={ROUTES.dashboard}>
            <ArrowLeft aria-hidden="true" />
            <span className="sr-only xs:not-sr-only">Dashboard</span>
          </Link>
        </Button>
        <h1 className="min-w-0 truncate text-lg font-semibold tracking-tight sm:text-xl">Activity Feed</h1>
        <div className="ml-auto flex items-center gap-1 sm:gap-3">
          {/* From lg the Post button sits here: floating, it covered the right column's panels and the posts' corners. */}
          <Button variant="brand" className="hidden lg:inline-flex" onClick={() => setComposing(true)} data-testid="post-button">
            <PenSquare aria-hidden="true" />
            Post<span className="sr-only"> an update</span>
          </Button>
          {/* Phones already have the bell in the top bar. */}
          <NotificationBell className="hidden sm:inline-flex" />
          <Link to={ROUTES.profile} className="flex items-center gap-2.5 rounded-full py-1 pr-1 pl-1 hover:bg-accent sm:pr-3">
            <UserAvatar username={user.username} profileImage={user.profileImage} className="size-8 text-xs ring-0" decorative />
            <span className="hidden min-w-0 sm:block">
              <span className="block max-w-40 truncate text-sm leading-tight font-semibold">{user.name || user.username}</span>
              <span className="block text-xs leading-tight text-muted-foreground">{typeLabel(user.type)}</span>
            </span>
            <span className="sr-only sm:hidden">{user.name || user.username}</span>
          </Link>
        </div>
      </Card>

      {/* Bottom padding: the floating Post button (phones and tablets) never covers the last card. */}
      <div className="grid grid-cols-1 gap-6 pb-20 lg:pb-0 lg:grid-cols-[minmax(0,1fr)_20rem] xl:grid-cols-[16rem_minmax(0,1fr)_20rem]">
        <section aria-label="Posts from your network" className="min-w-0 lg:row-span-2 xl:col-start-2 xl:row-span-1 xl:row-start-1">
          <FeedList retries={1} empty={<QuietFeed />} />
        </section>
        <aside aria-label="Trending and suggestions" className="grid grid-cols-1 min-w-0 content-start gap-4 lg:col-start-2 xl:col-start-3 xl:row-start-1">
          <TrendingPanel />
          <HashtagsPanel />
          <PeoplePanel />
        </aside>
        <aside aria-label="You on Stave" className="grid grid-cols-1 min-w-0 content-start gap-4 lg:col-start-2 xl:col-start-1 xl:row-start-1">
          <YourActivityPanel userId={user.id} />
          <YourNetworkPanel />
          <QuickActionsPanel />
        </aside>
      </div>

      <Button
        variant="brand"
        size="lg"
        className="fixed right-5 bottom-5 z-30 rounded-full pr-5 pl-4 shadow-raised sm:right-8 sm:bottom-8 lg:hidden"
        onClick={() => setComposing(true)}
        data-testid="floating-post"
      >
        <PenSquare className="size-5" aria-hidden="true" />
        Post<span className="sr-only"> an update</span>
      </Button>
      <CreatePostDialog open={composing} onOpenChange={setComposing} />
    </>
  );
}
