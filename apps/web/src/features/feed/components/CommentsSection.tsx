import { SendHorizontal, Trash2 } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { useAddCommentMutation, useCommentsQuery, useDeleteCommentMutation } from '@/features/feed/api/feed.queries';
import { PostContent } from '@/features/feed/components/PostContent';
import { ReportButton } from '@/features/moderation';
import { useNow } from '@/hooks/useNow';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { fullDateTime, relativeTime } from '@/lib/relative-time';
import { ROUTES, buildRoute } from '@/routes';

// Comments load only when opened. Trimmed, non-empty; Enter submits, Shift+Enter
// starts a new line.
export function CommentsSection({ id, postId, autoFocus = true }: { id: string; postId: number; autoFocus?: boolean }) {
  const { user } = useAuth();
  const now = useNow();
  const query = useCommentsQuery(postId, true);
  const add = useAddCommentMutation(postId);
  const remove = useDeleteCommentMutation(postId);
  const [draft, setDraft] = useState('');
  const blank = draft.trim().length === 0;

  const submit = () => {
    const content = draft.trim();
    if (!content || add.isPending) return;
    add.mutate(content, {
      onSuccess: () => setDraft(''),
      onError: (error) => toast({ title: 'Failed to add comment', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const deleteComment = (commentId: number) =>
    remove.mutate(commentId, {
      onSuccess: () => toast({ title: 'Comment deleted' }),
      onError: (error) => toast({ title: 'Failed to delete comment', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    });

  return (
    <section id={id} aria-label="Comments" className="border-t bg-muted/40 px-4 py-4 sm:px-5">
      <QueryState
        query={query}
        loadingLabel="Loading comments..."
        loading={
          <div className="grid grid-cols-1 gap-3">
            {[0, 1].map((i) => (
              <div key={i} className="flex gap-3">
                <Skeleton className="size-8 rounded-full" />
                <Skeleton className="h-14 flex-1 rounded-xl" />
              </div>
            ))}
          </div>
        }
        error={{ title: "Couldn't load the comments.", variant: 'inline' }}
        empty={<p className="text-sm text-muted-foreground">No comments yet. Start the conversation.</p>}
      >
        {(comments) => (
          <ul className="grid grid-cols-1 gap-3">
            {comments.map((comment) => {
              const author = comment.author;
              const mine = user?.id === comment.userId;
              const link = mine ? ROUTES.profile : buildRoute(ROUTES.user, { id: comment.userId });
              return (
                <li key={comment.id} className="flex gap-3" data-testid="comment">
                  <UserAvatar username={author.username} profileImage={author.profileImage} className="size-8 text-[11px] ring-0" decorative />
                  <div className="min-w-0 flex-1 rounded-xl bg-card px-3.5 py-2.5 shadow-card">
                    <div className="flex items-start gap-2">
                      <div className="min-w-0 flex-1">
                        <Link to={link} className="text-sm font-semibold hover:underline">
                          {author.name || author.username}
                        </Link>
                        <time className="ml-2 text-xs text-muted-foreground" dateTime={comment.createdAt} title={fullDateTime(comment.createdAt)}>
                          {relativeTime(comment.createdAt, now)}
                        </time>
                      </div>
                      {mine ? (
                        <Button
                          variant="ghost"
                          size="icon-sm"
                          className="-mt-1 -mr-2 size-7 text-muted-foreground hover:text-destructive"
                          aria-label="Delete comment"
                          disabled={remove.isPending && remove.variables === comment.id}
                          onClick={() => deleteComment(comment.id)}
                        >
                          <Trash2 className="size-3.5" aria-hidden="true" />
                        </Button>
                      ) : (
                        <ReportButton
                          target={{ kind: 'comment', postId, commentId: comment.id, author: author.name || author.username }}
                          label={`Report comment by ${author.name || author.username}`}
                          className="-mt-1 -mr-2"
                        />
                      )}
                    </div>
                    <PostContent content={comment.content} className="mt-0.5 text-sm" />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>

      <form onSubmit={onSubmit} className="mt-4 flex items-end gap-2">
        {user ? <UserAvatar username={user.username} profileImage={user.profileImage} className="mb-1 size-8 text-[11px] ring-0" decorative /> : null}
        <label htmlFor={`${id}-input`} className="sr-only">
          Write a comment
        </label>
        <Textarea
          id={`${id}-input`}
          autoFocus={autoFocus}
          rows={1}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Write a comment..."
          aria-describedby={`${id}-hint`}
          className="field-sizing-content max-h-40 min-h-10 resize-none rounded-2xl py-2.5"
          disabled={add.isPending}
        />
        <Button type="submit" size="icon" className="shrink-0 rounded-full" aria-label="Post comment" disabled={blank || add.isPending}>
          {add.isPending ? <Spinner className="size-4 text-current" /> : <SendHorizontal aria-hidden="true" />}
        </Button>
      </form>
      <p id={`${id}-hint`} className="mt-1.5 pl-10 text-xs text-muted-foreground">
        Enter to send · Shift+Enter for a new line
      </p>
    </section>
  );
}
