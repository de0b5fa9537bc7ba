import { SUPPORT_CATEGORY_LABELS, type TicketSummary } from '@stave/contracts';
import { Link } from 'react-router-dom';
import { TimeAgo } from '@/components/ui/time-ago';
import { ROUTES, buildRoute } from '@/routes';
import { formatDuration, isoDuration, personName, secondsSince, waitingSince } from '../support-format';
import { PriorityBadge } from './PriorityBadge';
import { RatingStars } from './RatingStars';

function Duration({ seconds }: { seconds: number }) {
  return <time dateTime={isoDuration(seconds)}>{formatDuration(seconds)}</time>;
}

// How long it has waited, and for whom: the team (open), the member (answered); or how long it took (resolved).
function Waiting({ ticket, now }: { ticket: TicketSummary; now: number }) {
  const since = waitingSince(ticket);
  if (ticket.status === 'resolved') {
    return ticket.resolutionTimeSeconds === null ? (
      <span>Resolved</span>
    ) : (
      <span>
        Resolved in <Duration seconds={ticket.resolutionTimeSeconds} />
      </span>
    );
  }
  const seconds = since ? secondsSince(since, now) : 0;
  return ticket.status === 'open' ? (
    <span className="font-medium text-foreground" data-testid="ticket-waiting">
      Waiting <Duration seconds={seconds} />
    </span>
  ) : (
    <span data-testid="ticket-waiting">
      With the member for <Duration seconds={seconds} />
    </span>
  );
}

type TicketRowProps = { ticket: TicketSummary; view: 'member' | 'agent'; now: number; meId: number | undefined };

// One ticket in a list; the whole row opens it. The team sees the priority, who asked, the wait and who has it; the
// member when it last moved and, once resolved, how long it took and their rating.
export function TicketRow({ ticket, view, now, meId }: TicketRowProps) {
  const headingId = `ticket-${ticket.id}-subject`;
  const category = SUPPORT_CATEGORY_LABELS[ticket.category];
  const dot = (
    <span aria-hidden="true" className="text-muted-foreground/60">
      ·
    </span>
  );
  return (
    <li
      className="relative grid gap-1.5 px-4 py-3.5 transition-colors hover:bg-accent/50 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:-outline-offset-2 has-[a:focus-visible]:outline-ring sm:px-5"
      data-testid="support-ticket-row"
      data-ticket-id={ticket.id}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <PriorityBadge priority={ticket.priority} />
        <span className="text-xs text-muted-foreground">#{ticket.id}</span>
      </div>
      <h3 id={headingId} className="min-w-0 text-[15px] leading-snug font-semibold wrap-anywhere">
        <Link to={buildRoute(ROUTES.supportTicket, { id: ticket.id })} className="outline-none after:absolute after:inset-0 after:content-['']">
          {ticket.subject}
        </Link>
      </h3>
      {view === 'agent' ? (
        <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-[13px] text-muted-foreground">
          <span className={ticket.member ? 'text-foreground' : 'italic'} data-testid="ticket-member">
            {personName(ticket.member)}
          </span>
          {dot}
          <span>{category}</span>
          {dot}
          <Waiting ticket={ticket} now={now} />
          {dot}
          <span data-testid="ticket-assignee">
            {ticket.assignedTo ? `${personName(ticket.assignedTo)}${ticket.assignedTo.id === meId ? ' (you)' : ''}` : 'Unassigned'}
          </span>
        </p>
      ) : (
        <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-[13px] text-muted-foreground">
          <span>{category}</span>
          {dot}
          <span>
            Updated <TimeAgo at={ticket.updatedAt} now={now} inSentence />
          </span>
          {ticket.status === 'resolved' && ticket.resolutionTimeSeconds !== null ? (
            <>
              {dot}
              <span>
                Resolved in <Duration seconds={ticket.resolutionTimeSeconds} />
              </span>
            </>
          ) : null}
          {ticket.satisfactionRating !== null ? (
            <>
              {dot}
              <RatingStars value={ticket.satisfactionRating} className="[&_svg]:size-3.5" />
            </>
          ) : null}
        </p>
      )}
    </li>
  );
}
