import type { ForumComment } from '@stave/contracts';
import { MessageSquare } from 'lucide-react';
import { LoadMoreButton, ResultsHeading } from '@/components/lists/PagedResults';
import { LoadingState, QueryError } from '@/components/ui/query-state';
import { SkeletonBars, SkeletonList } from '@/components/ui/skeleton';
import { useForumRepliesQuery } from '../api/forum.queries';
import { replyCount } from '../forum-format';
import { ReplyItem } from './ReplyItem';

type ThreadRepliesProps = {
  postId: number;
  // The thread's own count, shown until the replies arrive.
  knownCount: number;
  // Replies posted here, shown at the end while the loaded pages do not hold them (more pages to load above them).
  postedHere: ForumComment[];
  // A reply edited (or deleted: null) here, for the page's own list of those it posted.
  onPostedChange: (reply: ForumComment | null, id: number) => void;
};

function ReplySkeletons() {
  return (
    <SkeletonList count={2} className="grid gap-3">
      <SkeletonBars bars={['mt-1 hidden size-9 rounded-full xs:block', 'h-20 flex-1 rounded-xl']} className="flex gap-3" />
    </SkeletonList>
  );
}

// The replies, oldest first, a page at a time: 'Load more replies' brings the next page in below those shown.
export function ThreadReplies({ postId, knownCount, postedHere, onPostedChange }: ThreadRepliesProps) {
  const query = useForumRepliesQuery(postId);
  const pages = query.data?.pages ?? [];
  // A reply can sit on two pages when one before it was deleted between the loads.
  const seen = new Set<number>();
  const replies: ForumComment[] = [];
  for (const reply of pages.flatMap((page) => page.comments)) {
    if (seen.has(reply.id)) continue;
    seen.add(reply.id);
    replies.push(reply);
  }
  const extra = postedHere.filter((reply) => !seen.has(reply.id));
  const total = pages.at(-1)?.total ?? knownCount;
  const shown = replies.length + extra.length;

  return (
    <section aria-labelledby="forum-replies-heading" className="grid gap-4" data-testid="forum-replies">
      <ResultsHeading id="forum-replies-heading" testId="forum-reply-total" className="text-base">
        <MessageSquare className="size-4 text-muted-foreground" aria-hidden="true" />
        {replyCount(total)}
      </ResultsHeading>
      {query.isPending && query.fetchStatus !== 'paused' ? (
        <LoadingState label="Loading replies...">
          <ReplySkeletons />
        </LoadingState>
      ) : query.data === undefined ? (
        query.isError ? (
          <QueryError
            variant="inline"
            title="The replies couldn't be loaded."
            retrying={query.isRefetching}
            onRetry={() => void query.refetch()}
            className="rounded-xl border bg-card px-4 py-3"
          />
        ) : (
          <p className="text-sm text-muted-foreground">The replies will load when you're back online.</p>
        )
      ) : shown === 0 ? (
        <p className="rounded-xl border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">No replies yet. Be the first to answer.</p>
      ) : (
        <>
          <ol className="grid gap-3" aria-label="Replies">
            {replies.map((reply) => (
              <li key={reply.id} id={`reply-${reply.id}`}>
                {/* A reply posted here is also held by the page: a deletion takes it from there too. */}
                <ReplyItem reply={reply} onChange={(next) => onPostedChange(next, reply.id)} />
              </li>
            ))}
          </ol>
          {query.hasNextPage ? (
            <div className="grid justify-items-center gap-1.5">
              <LoadMoreButton query={query} label="Load more replies" />
              <p className="text-xs text-muted-foreground">
                Showing {replies.length.toLocaleString('en-GB')} of {total.toLocaleString('en-GB')}
              </p>
            </div>
          ) : null}
          {extra.length > 0 ? (
            <ol className="grid gap-3" aria-label="Your new replies">
              {extra.map((reply) => (
                <li key={reply.id} id={`reply-${reply.id}`}>
                  <ReplyItem reply={reply} onChange={(next) => onPostedChange(next, reply.id)} />
                </li>
              ))}
            </ol>
          ) : null}
        </>
      )}
    </section>
  );
}
