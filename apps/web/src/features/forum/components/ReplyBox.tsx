import { CreateForumCommentSchema, FORUM_REPLY_MAX, type ForumComment } from '@stave/contracts';
import { SendHorizontal, WifiOff } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { toast } from '@/hooks/useToast';
import { apiFieldErrors, errorText, validate } from '@/lib/form-errors';
import { useCreateReplyMutation } from '../api/forum.queries';
import { CharactersLeft } from './CharactersLeft';
import { submitFormOnModEnter } from '@/lib/submit-shortcut';

// The counter shows within this many characters of the limit.
const COUNTER_WITHIN = 500;

// The reply box under a thread (CreateForumCommentSchema). Ctrl+Enter (⌘+Enter) posts; Enter is a new line, as a
// reply is often more than one paragraph.
export function ReplyBox({ postId, onPosted }: { postId: number; onPosted: (reply: ForumComment) => void }) {
  const { user } = useAuth();
  const online = useOnlineStatus();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useCreateReplyMutation(postId);
  const busy = mutation.isPending;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || !online) return;
    const result = validate(CreateForumCommentSchema.safeParse({ content: draft }));
    if (result.errors) {
      setError(result.errors.content ?? 'Check your reply');
      field.current?.focus();
      return;
    }
    setError(null);
    mutation.mutate(result.data, {
      onSuccess: (reply) => {
        setDraft('');
        onPosted(reply);
        toast({ title: 'Reply posted', variant: 'success' });
      },
      onError: (failure) => {
        setError(apiFieldErrors(failure).content ?? errorText(failure, 'Your reply could not be posted. Please try again.'));
        field.current?.focus();
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border bg-card p-4 shadow-card sm:p-5" data-testid="reply-box">
      <h2 id={`${id}-heading`} className="text-sm font-semibold">
        Your reply
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 flex gap-3">
        {user ? (
          <UserAvatar username={user.username} profileImage={user.profileImage} className="mt-0.5 hidden size-9 text-xs ring-0 xs:flex" decorative />
        ) : null}
        <div className="grid min-w-0 flex-1 gap-2">
          <label htmlFor={`${id}-input`} className="sr-only">
            Write a reply
          </label>
          <Textarea
            ref={field}
            id={`${id}-input`}
            name="content"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              if (error) setError(null);
            }}
            onKeyDown={submitFormOnModEnter}
            rows={3}
            placeholder="Share what you know, or ask a follow-up question."
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            className="field-sizing-content max-h-[50dvh] min-h-24 text-[15px] leading-relaxed"
            disabled={busy}
          />
          {error ? (
            <p id={errorId} className="text-[13px] font-medium text-destructive" data-field-error>
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p id={hintId} className="text-xs text-muted-foreground">
              {online ? (
                <CharactersLeft text={draft} max={FORUM_REPLY_MAX} within={COUNTER_WITHIN} fallback="Ctrl+Enter posts · web addresses become links" />
              ) : (
                <span className="inline-flex items-center gap-1.5 font-medium text-destructive">
                  <WifiOff className="size-3.5" aria-hidden="true" />
                  Replying is disabled until you are back online.
                </span>
              )}
            </p>
            <Button type="submit" disabled={busy || !online || draft.trim().length === 0} className="ml-auto">
              {busy ? <Spinner className="size-4 text-current" /> : <SendHorizontal aria-hidden="true" />}
              {busy ? 'Posting...' : 'Post reply'}
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
