import { FORUM_CATEGORY_INFO, FORUM_MESSAGES, type ForumComment, type ForumPost } from '@stave/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight, MessageSquareOff, WifiOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { OfflineBanner } from '@/components/layout/OfflineBanner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { ROUTES } from '@/routes';
import { forumKeys, useDeleteThreadMutation, useForumPostQuery } from '../api/forum.queries';
import { ReplyBox } from '../components/ReplyBox';
import { ThreadArticle } from '../components/ThreadArticle';
import { ThreadFormDialog } from '../components/ThreadFormDialog';
import { ThreadReplies } from '../components/ThreadReplies';
import { forumPath } from '../forum-url';

const backToForum = (
  <Button asChild>
    <Link to={ROUTES.forum}>Back to the forum</Link>
  </Button>
);

// Forum › Category, above the thread.
function Breadcrumb({ thread }: { thread: ForumPost | undefined }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted-foreground">
        <li>
          <Link to={ROUTES.forum} className="rounded-sm font-medium hover:text-foreground hover:underline">
            Forum
          </Link>
        </li>
        {thread ? (
          <li className="flex items-center gap-1">
            <ChevronRight className="size-3.5" aria-hidden="true" />
            <Link to={forumPath({ category: thread.category })} className="rounded-sm font-medium hover:text-foreground hover:underline">
              {FORUM_CATEGORY_INFO[thread.category].label}
            </Link>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

function ThreadSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6">
      <p role="status" className="sr-only">
        Loading thread...
      </p>
      <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-card sm:p-6">
        <Skeleton className="h-5 w-36 rounded-full" />
        <Skeleton className="h-7 w-4/5" />
        <div className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-4 w-40" />
        </div>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}

type Dialog = 'edit' | 'delete' | null;

function Thread({ thread, onDeleted }: { thread: ForumPost; onDeleted: () => void }) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  // Replies posted here while earlier pages are still to load (they show at the end until their page arrives).
  const [postedHere, setPostedHere] = useState<ForumComment[]>([]);
  const remove = useDeleteThreadMutation();

  const confirmDelete = () =>
    remove.mutate(thread.id, {
      onSuccess: () => {
        onDeleted();
        toast({ title: 'Thread deleted', description: `“${thread.title}” and its replies were removed.`, variant: 'success' });
        void navigate(forumPath({ category: thread.category }), { replace: true });
      },
      onError: (error) => toast({ title: 'Failed to delete thread', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    });

  return (
    <>
      <title>{`${thread.title} · Forum · Stave`}</title>
      <ThreadArticle thread={thread} onEdit={() => setDialog('edit')} onDelete={() => setDialog('delete')} />
      <ThreadReplies
        postId={thread.id}
        knownCount={thread.replyCount}
        postedHere={postedHere}
        onPostedChange={(next, id) => setPostedHere((current) => current.flatMap((reply) => (reply.id === id ? (next ? [next] : []) : [reply])))}
      />
      <ReplyBox postId={thread.id} onPosted={(reply) => setPostedHere((current) => [...current, reply])} />
      {dialog === 'edit' ? (
        <ThreadFormDialog thread={thread} onOpenChange={(open) => (open ? undefined : setDialog(null))} onSaved={() => setDialog(null)} />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setDialog(null))}
          title="Delete this thread?"
          description="The thread and every reply to it are removed for everyone. This can't be undone."
          onConfirm={confirmDelete}
          pending={remove.isPending}
        />
      ) : null}
    </>
  );
}

// /forum/:id: the thread, its replies oldest first, and a reply box at the bottom. An unknown, deleted or
// hidden (blocked) thread is 'Thread not found'.
export function ForumThreadPage() {
  const { id = '' } = useParams<{ id: string }>();
  const queryClient = useQueryClient();
  const postId = /^\d{1,15}$/.test(id) ? Number(id) : 0;
  const valid = Number.isSafeInteger(postId) && postId > 0;
  // Once deleted here, nothing on this page asks for the thread or its replies again (they would be 404s) while the
  // forum list loads.
  const [deleted, setDeleted] = useState(false);
  const query = useForumPostQuery(postId, valid && !deleted);
  // 400: an id the server does not take (out of range) is no thread either.
  const notFound = !valid || (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400));
  const reconnect = () => {
    void queryClient.invalidateQueries({ queryKey: forumKeys.thread(postId) });
    void queryClient.invalidateQueries({ queryKey: forumKeys.replies(postId) });
  };

  let body: ReactNode;
  if (deleted) {
    body = null;
  } else if (notFound) {
    body = (
      <>
        <title>{`${FORUM_MESSAGES.postNotFound} · Forum · Stave`}</title>
        <EmptyState
          icon={MessageSquareOff}
          titleAs="h1"
          title={FORUM_MESSAGES.postNotFound}
          description="It may have been deleted by its author, or the link is wrong."
          action={backToForum}
          className="bg-card py-16"
        />
      </>
    );
  } else if (query.data) {
    // Keyed: what was posted on one thread stays with it when Back or a link opens another.
    body = <Thread key={query.data.id} thread={query.data} onDeleted={() => setDeleted(true)} />;
  } else if (query.fetchStatus === 'paused') {
    body = (
      <EmptyState
        icon={WifiOff}
        titleAs="h1"
        title="This thread can't load while you're offline"
        description="It will as soon as you're back online."
        className="bg-card py-16"
      />
    );
  } else if (query.isError) {
    body = (
      <QueryError
        titleAs="h1"
        title="This thread couldn't be loaded."
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
        extraAction={backToForum}
      />
    );
  } else {
    body = (
      <>
        <title>Forum · Stave</title>
        <ThreadSkeleton />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl">
      <OfflineBanner onReconnect={reconnect} />
      <div className="grid grid-cols-1 gap-6">
        <Breadcrumb thread={query.data} />
        {body}
      </div>
    </div>
  );
}
