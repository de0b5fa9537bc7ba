import { SUPPORT_CATEGORY_LABELS, type Ticket } from '@stave/contracts';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { useAuth } from '@/features/auth';
import { useNow } from '@/hooks/useNow';
import { fullDateTime, relativeTime } from '@/lib/relative-time';
import { ROUTES, buildRoute } from '@/routes';
import { formatDuration, isoDuration, personName } from '../support-format';
import { PriorityBadge } from './PriorityBadge';
import { StatusBadge } from './StatusBadge';

// A ticket's head: the subject, where it stands, when it was opened and how long the team took to answer and to
// resolve it. The team also sees who asked and who has it.
export function TicketHeader({ ticket, asAgent }: { ticket: Ticket; asAgent: boolean }) {
  const now = useNow();
  const { user } = useAuth();
  const { member } = ticket;
  return (
    <header className="grid gap-3 rounded-xl border bg-card p-4 shadow-card sm:p-6" data-testid="ticket-header">
      <div className="flex flex-wrap items-center gap-1.5">
        <StatusBadge status={ticket.status} />
        <PriorityBadge priority={ticket.priority} />
        <Badge variant="outline" data-testid="ticket-category">
          <span className="sr-only">Category: </span>
          {SUPPORT_CATEGORY_LABELS[ticket.category]}
        </Badge>
      </div>
      <h1 className="text-xl leading-snug font-semibold tracking-tight text-balance wrap-anywhere sm:text-2xl">{ticket.subject}</h1>
      <dl className="grid gap-x-4 gap-y-1 text-sm xs:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-muted-foreground">Opened</dt>
        <dd>
          <time dateTime={ticket.createdAt}>
            {fullDateTime(ticket.createdAt)} ({relativeTime(ticket.createdAt, now).toLowerCase()})
          </time>
        </dd>
        {asAgent ? (
          <>
            <dt className="text-muted-foreground">Member</dt>
            <dd data-testid="ticket-member">
              {member ? (
                <Link
                  to={member.id === user?.id ? ROUTES.profile : buildRoute(ROUTES.user, { id: member.id })}
                  className="font-medium text-brand-strong underline-offset-4 hover:underline"
                >
                  {personName(member)} <span className="font-normal text-muted-foreground">@{member.username}</span>
                </Link>
              ) : (
                <span className="text-muted-foreground italic">{personName(null)}</span>
              )}
            </dd>
            <dt className="text-muted-foreground">Assigned to</dt>
            <dd>{ticket.assignedTo ? personName(ticket.assignedTo) : 'Nobody yet'}</dd>
          </>
        ) : null}
      </dl>
      {ticket.responseTimeSeconds !== null || ticket.resolutionTimeSeconds !== null ? (
        <ul className="flex flex-wrap gap-2 text-sm" aria-label="Response times">
          {ticket.responseTimeSeconds !== null ? (
            <li className="rounded-lg bg-muted px-2.5 py-1" data-testid="ticket-first-answer">
              First answer in <time dateTime={isoDuration(ticket.responseTimeSeconds)}>{formatDuration(ticket.responseTimeSeconds)}</time>
            </li>
          ) : null}
          {ticket.resolutionTimeSeconds !== null ? (
            <li className="rounded-lg bg-muted px-2.5 py-1" data-testid="ticket-resolved-in">
              Resolved in <time dateTime={isoDuration(ticket.resolutionTimeSeconds)}>{formatDuration(ticket.resolutionTimeSeconds)}</time>
            </li>
          ) : null}
        </ul>
      ) : ticket.status === 'open' ? (
        <p className="text-sm text-muted-foreground">Waiting for the first answer.</p>
      ) : null}
    </header>
  );
}
