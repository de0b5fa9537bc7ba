import { TICKET_BODY_MAX, TicketReplySchema, type Ticket } from '@stave/contracts';
import { SendHorizontal, WifiOff } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { CharactersLeft } from '@/features/forum/components/CharactersLeft';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { toast } from '@/hooks/useToast';
import { apiFieldErrors, errorText, validate } from '@/lib/form-errors';
import { useReplyMutation } from '../api/support.queries';
import { submitFormOnModEnter } from '@/lib/submit-shortcut';

// The counter shows within this many characters of the limit.
const COUNTER_WITHIN = 500;

// What a reply will do to the ticket, said before it is sent.
function replyHint(ticket: Ticket, asAgent: boolean): string {
  if (asAgent) {
    if (ticket.status === 'open' && ticket.responseTimeSeconds === null) return 'Your first answer marks it answered and times the first answer.';
    if (ticket.status === 'resolved') return 'It stays resolved; the member is emailed your answer.';
    return 'The member is emailed your answer.';
  }
  if (ticket.status === 'resolved') return 'Replying reopens this ticket.';
  return 'We reply here and by email.';
}

// The reply box under a ticket's conversation (TicketReplySchema), for its member and the team. Ctrl+Enter (⌘+Enter)
// sends; Enter is a new line.
export function TicketReplyBox({ ticket, asAgent }: { ticket: Ticket; asAgent: boolean }) {
  const online = useOnlineStatus();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useReplyMutation(ticket.id);
  const busy = mutation.isPending;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || !online) return;
    const result = validate(TicketReplySchema.safeParse({ body: draft }));
    if (result.errors) {
      setError(result.errors.body ?? 'Check your reply');
      field.current?.focus();
      return;
    }
    setError(null);
    mutation.mutate(result.data, {
      onSuccess: () => {
        setDraft('');
        toast({ title: 'Reply sent', variant: 'success' });
      },
      onError: (failure) => {
        setError(apiFieldErrors(failure).body ?? errorText(failure, 'Your reply could not be sent. Please try again.'));
        field.current?.focus();
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border bg-card p-4 shadow-card sm:p-5" data-testid="ticket-reply-box">
      <h2 id={`${id}-heading`} className="text-sm font-semibold">
        {asAgent ? 'Answer the member' : 'Your reply'}
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          Reply
        </label>
        <Textarea
          ref={field}
          id={`${id}-input`}
          name="body"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={submitFormOnModEnter}
          rows={4}
          placeholder={asAgent ? 'Write your answer: what you found, and what happens next.' : 'Add details, or answer the team’s question.'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          className="field-sizing-content max-h-[50dvh] min-h-28 text-[15px] leading-relaxed"
          readOnly={busy}
        />
        {error ? (
          <p id={errorId} className="text-[13px] font-medium text-destructive" data-field-error>
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={hintId} className="text-xs text-muted-foreground">
            {online ? (
              <>
                {replyHint(ticket, asAgent)} <CharactersLeft text={draft} max={TICKET_BODY_MAX} within={COUNTER_WITHIN} fallback="Ctrl+Enter sends." />
              </>
            ) : (
              <span className="inline-flex items-center gap-1.5 font-medium text-destructive">
                <WifiOff className="size-3.5" aria-hidden="true" />
                Replying is disabled until you are back online.
              </span>
            )}
          </p>
          <Button type="submit" disabled={busy || !online || draft.trim().length === 0} className="ml-auto">
            {busy ? <Spinner className="size-4 text-current" /> : <SendHorizontal aria-hidden="true" />}
            {busy ? 'Sending...' : 'Send reply'}
          </Button>
        </div>
      </form>
    </section>
  );
}
