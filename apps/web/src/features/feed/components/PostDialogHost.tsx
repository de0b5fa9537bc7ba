import { FileX2, RefreshCw } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { usePostQuery } from '@/features/feed/api/feed.queries';
import { PostCard } from '@/features/feed/components/PostCard';
import { PostCardSkeleton } from '@/features/feed/components/PostCardSkeleton';

export const POST_PARAM = 'post';

function PostView({ postId }: { postId: number }) {
  const query = usePostQuery(postId);
  if (query.isPending) return <PostCardSkeleton />;
  if (query.isError) {
    return (
      <EmptyState
        icon={RefreshCw}
        tone="error"
        title="Couldn't load this post"
        description="Something went wrong on our side. Try again in a moment."
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            <RefreshCw aria-hidden="true" />
            Retry
          </Button>
        }
      />
    );
  }
  if (!query.data) return <EmptyState icon={FileX2} title="Post not found" description="It may have been deleted by its author." />;
  return <PostCard post={query.data} commentsOpen />;
}

// Any signed-in page shows one post over itself at ?post=ID: where a notification about a like,
// comment or mention leads, and what a trending post opens. Back (or closing) returns to the page.
export function PostDialogHost() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(POST_PARAM);
  const postId = raw && /^\d+$/.test(raw) ? Number(raw) : null;

  const close = () => {
    const next = new URLSearchParams(params);
    next.delete(POST_PARAM);
    // Replaced rather than pushed, so Back afterwards does not reopen the post.
    setParams(next, { replace: true });
  };

  return (
    <Dialog open={postId !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="max-w-2xl gap-3 bg-background p-3 sm:p-4" aria-describedby={undefined}>
        <DialogTitle className="px-1 pr-8 text-base">Post</DialogTitle>
        <DialogDescription className="sr-only">One post with its comments</DialogDescription>
        {postId !== null ? <PostView key={postId} postId={postId} /> : null}
      </DialogContent>
    </Dialog>
  );
}
