import type { Ticket, TicketMessage } from '@stave/contracts';
import { Headset, UserRound } from 'lucide-react';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Badge } from '@/components/ui/badge';
import { TimeAgo } from '@/components/ui/time-ago';
import { useNow } from '@/hooks/useNow';
import { cn } from '@/lib/cn';
import { personName } from '../support-format';

type Entry = Pick<TicketMessage, 'author' | 'fromSupport' | 'body' | 'createdAt'> & { key: string };

function Avatar({ entry }: { entry: Entry }) {
  if (entry.fromSupport) {
    return (
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand text-brand-foreground" aria-hidden="true">
        <Headset className="size-4" />
      </span>
    );
  }
  if (!entry.author) {
    return (
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground" aria-hidden="true">
        <UserRound className="size-5" />
      </span>
    );
  }
  return <UserAvatar username={entry.author.username} profileImage={null} className="size-9 text-xs ring-0" decorative />;
}

// The ticket as a conversation, oldest first: the member's description, then every reply. The team's replies stand
// out (tinted, with the headset and 'Stave support'); the text is shown as text, never markup.
export function TicketConversation({ ticket }: { ticket: Ticket }) {
  const now = useNow();
  const entries: Entry[] = [
    { key: 'description', author: ticket.member, fromSupport: false, body: ticket.description, createdAt: ticket.createdAt },
    ...ticket.messages.map((message) => ({ ...message, key: String(message.id) })),
  ];
  return (
    <section aria-labelledby="conversation-heading" className="grid gap-3">
      <h2 id="conversation-heading" className="text-base font-semibold">
        Conversation
      </h2>
      <ol className="grid gap-4" data-testid="ticket-conversation">
        {entries.map((entry) => {
          const nameId = `ticket-message-${entry.key}-author`;
          return (
            <li key={entry.key}>
              <article aria-labelledby={nameId} className="flex gap-3" data-testid="ticket-message" data-from={entry.fromSupport ? 'support' : 'member'}>
                <div className="mt-1 hidden xs:block">
                  <Avatar entry={entry} />
                </div>
                <div
                  className={cn('min-w-0 flex-1 rounded-xl border px-4 py-3 shadow-card', entry.fromSupport ? 'border-brand/40 bg-brand-soft/60' : 'bg-card')}
                >
                  <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
                    <span id={nameId} className={cn('font-semibold', !entry.author && 'font-medium text-muted-foreground italic')}>
                      {personName(entry.author)}
                      {entry.fromSupport ? <span className="sr-only">, Stave support</span> : null}
                    </span>
                    {entry.fromSupport ? (
                      <Badge variant="outline" className="border-brand/40 bg-card/60 text-brand-strong" aria-hidden="true">
                        <Headset />
                        Stave support
                      </Badge>
                    ) : null}
                    <span aria-hidden="true" className="text-muted-foreground">
                      ·
                    </span>
                    <TimeAgo at={entry.createdAt} now={now} className="text-[13px] text-muted-foreground" />
                  </p>
                  <p className="mt-1.5 text-[15px] leading-relaxed wrap-anywhere whitespace-pre-wrap" data-testid="ticket-message-body">
                    {entry.body}
                  </p>
                </div>
              </article>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
