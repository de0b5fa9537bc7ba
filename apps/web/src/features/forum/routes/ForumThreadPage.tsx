import { FORUM_CATEGORY_INFO, FORUM_MESSAGES, type ForumComment, type ForumPost } from '@stave/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquareOff } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ItemBreadcrumb, ItemPage, crumbLinkClass } from '@/components/item-page/ItemPage';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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

function ThreadSkeleton() {
  return (
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

  const thread = query.data;

  return (
    <ItemPage
      className="max-w-3xl"
      onReconnect={reconnect}
      breadcrumb={
        <ItemBreadcrumb root={{ to: ROUTES.forum, label: 'Forum' }}>
          {thread ? (
            <Link to={forumPath({ category: thread.category })} className={crumbLinkClass}>
              {FORUM_CATEGORY_INFO[thread.category].label}
            </Link>
          ) : null}
        </ItemBreadcrumb>
      }
      query={query}
      noun="thread"
      notFound={
        notFound && {
          pageTitle: `${FORUM_MESSAGES.postNotFound} · Forum · Stave`,
          title: FORUM_MESSAGES.postNotFound,
          description: 'It may have been deleted by its author, or the link is wrong.',
          icon: MessageSquareOff,
        }
      }
      back={backToForum}
      loading={{ pageTitle: 'Forum · Stave', label: 'Loading thread...', skeleton: <ThreadSkeleton /> }}
      removed={deleted}
    >
      {/* Keyed: what was posted on one thread stays with it when Back or a link opens another. */}
      {thread ? <Thread key={thread.id} thread={thread} onDeleted={() => setDeleted(true)} /> : null}
    </ItemPage>
  );
}
