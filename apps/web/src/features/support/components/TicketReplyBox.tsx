import { TICKET_BODY_MAX, TicketReplySchema, type Ticket } from '@stave/contracts';
import { SendHorizontal } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import { Textarea } from '@/components/ui/textarea';
import { CharactersLeft, OfflineReplyHint, ReplyError } from '@/features/forum';
import { useReplyDraft } from '@/hooks/useReplyDraft';
import { toast } from '@/hooks/useToast';
import { useReplyMutation } from '../api/support.queries';

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
  const reply = useReplyDraft({
    field: 'body',
    parse: (body) => TicketReplySchema.safeParse({ body }),
    mutation: useReplyMutation(ticket.id),
    failed: 'Your reply could not be sent. Please try again.',
    onSent: () => toast({ title: 'Reply sent', variant: 'success' }),
  });
  const { ids, busy, online } = reply;

  return (
    <section aria-labelledby={ids.heading} className="rounded-xl border bg-card p-4 shadow-card sm:p-5" data-testid="ticket-reply-box">
      <h2 id={ids.heading} className="text-sm font-semibold">
        {asAgent ? 'Answer the member' : 'Your reply'}
      </h2>
      <form onSubmit={reply.submit} noValidate className="mt-3 grid gap-2">
        <label htmlFor={ids.input} className="sr-only">
          Reply
        </label>
        <Textarea
          {...reply.textarea}
          rows={4}
          placeholder={asAgent ? 'Write your answer: what you found, and what happens next.' : 'Add details, or answer the team’s question.'}
          className="field-sizing-content max-h-[50dvh] min-h-28 text-[15px] leading-relaxed"
          readOnly={busy}
        />
        <ReplyError id={ids.error} error={reply.error} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={ids.hint} className="text-xs text-muted-foreground">
            {online ? (
              <>
                {replyHint(ticket, asAgent)} <CharactersLeft text={reply.draft} max={TICKET_BODY_MAX} within={COUNTER_WITHIN} fallback="Ctrl+Enter sends." />
              </>
            ) : (
              <OfflineReplyHint />
            )}
          </p>
          <BusyButton type="submit" className="ml-auto" busy={busy} busyLabel="Sending..." icon={SendHorizontal} disabled={!reply.canSend}>
            Send reply
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
