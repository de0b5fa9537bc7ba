import { CreateForumCommentSchema, FORUM_REPLY_MAX, type ForumComment } from '@stave/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { toast } from '@/hooks/useToast';
import { apiFieldErrors, errorText, validate } from '@/lib/form-errors';
import { useUpdateReplyMutation } from '../api/forum.queries';
import { CharactersLeft } from './CharactersLeft';

// The author edits a reply in place, under the same rule as a new one; Escape or Cancel leaves it as it was.
export function EditReplyForm({ reply, onDone }: { reply: ForumComment; onDone: (saved?: ForumComment) => void }) {
  const online = useOnlineStatus();
  const [content, setContent] = useState(reply.content);
  const [error, setError] = useState<string | null>(null);
  const mutation = useUpdateReplyMutation(reply.postId);
  const busy = mutation.isPending;
  const fieldId = `forum-reply-${reply.id}-edit`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !online) return;
    const result = validate(CreateForumCommentSchema.safeParse({ content }));
    if (result.errors) {
      setError(result.errors.content ?? 'Check your reply');
      return;
    }
    if (result.data.content === reply.content) {
      onDone();
      return;
    }
    mutation.mutate(
      { commentId: reply.id, input: result.data },
      {
        onSuccess: (saved) => {
          toast({ title: 'Reply updated', variant: 'success' });
          onDone(saved);
        },
        onError: (failure) => setError(apiFieldErrors(failure).content ?? errorText(failure, 'Your changes could not be saved. Please try again.')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-2 grid gap-2">
      <label htmlFor={fieldId} className="sr-only">
        Edit your reply
      </label>
      <Textarea
        id={fieldId}
        autoFocus
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !busy) {
            event.preventDefault();
            onDone();
          }
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${fieldId}-note`}
        className="field-sizing-content max-h-[50dvh] min-h-24 text-[15px] leading-relaxed"
        disabled={busy}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${fieldId}-note`} className={error ? 'text-[13px] font-medium text-destructive' : 'text-xs text-muted-foreground'}>
          {error ?? (
            <CharactersLeft
              text={content}
              max={FORUM_REPLY_MAX}
              within={500}
              fallback={online ? 'Escape cancels' : 'Saving is disabled until you are back online.'}
            />
          )}
        </p>
        <div className="ml-auto flex gap-2">
          <Button variant="outline" size="sm" onClick={() => onDone()} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" size="sm" disabled={busy || !online || content.trim().length === 0}>
            {busy ? <Spinner className="size-4 text-current" /> : null}
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </div>
    </form>
  );
}
