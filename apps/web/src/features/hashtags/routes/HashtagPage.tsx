import { Hash, SearchX } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/PageHeader';
import { ActionLink } from '@/components/ui/action-button';
import { EmptyState } from '@/components/ui/empty-state';
import { HashtagsPanel, TrendingPanel } from '@/features/activity-feed';
import { PagedPostList, useHashtagPostsQuery } from '@/features/feed';
import { ROUTES } from '@/routes';

// The shape the social service reads tags with (contracts HASHTAG_PATTERN), restated so this page
// doesn't pull zod in: anything else is not a hashtag, and is not asked for.
const HASHTAG = /^[\p{L}\p{N}_]{1,50}$/u;

function TaggedPosts({ tag }: { tag: string }) {
  const query = useHashtagPostsQuery(tag);
  return (
    <PagedPostList
      query={query}
      label={`Posts tagged #${tag}`}
      empty={
        <EmptyState
          icon={Hash}
          title={`No posts with #${tag} yet`}
          description="Add the tag to a post and it will be the first here."
          action={<ActionLink variant="outline" to={ROUTES.activityFeed} label="Back to the activity feed" />}
          className="bg-card py-14"
        />
      }
    />
  );
}

// /hashtag/:tag: every post carrying the tag (any case), newest first, older ones by cursor as
// the reader scrolls; tags in posts and Popular hashtags lead here.
export function HashtagPage() {
  const { tag = '' } = useParams<{ tag: string }>();

  if (!HASHTAG.test(tag)) {
    return (
      <>
        <title>Not a hashtag · Stave</title>
        <EmptyState
          icon={SearchX}
          titleAs="h1"
          title="Not a hashtag"
          description="Hashtags are 1 to 50 letters, numbers or underscores, like #LiveMusic."
          action={<ActionLink to={ROUTES.activityFeed} label="Go to the activity feed" />}
          className="py-16"
        />
      </>
    );
  }

  return (
    <>
      <title>{`#${tag} · Stave`}</title>
      <PageHeader icon={Hash} title={`#${tag}`} description="Posts with this hashtag, newest first." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label={`Posts tagged #${tag}`} className="min-w-0">
          {/* Keyed by tag: another tag's page starts from its own first page and scroll position. */}
          <TaggedPosts key={tag.toLowerCase()} tag={tag} />
        </section>
        <aside aria-label="More hashtags" className="grid grid-cols-1 min-w-0 content-start gap-4">
          <HashtagsPanel />
          <TrendingPanel />
        </aside>
      </div>
    </>
  );
}
