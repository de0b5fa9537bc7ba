import type { TicketStatus, TicketsPage } from '@stave/contracts';
import { CircleCheck, Inbox, MessageSquareReply, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueueList } from '@/components/staff-queue/QueueList';
import { Card } from '@/components/ui/card';
import type { QueryLike } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/hooks/useNow';
import { STATUS_LABELS, ticketsCount } from '../support-format';
import { ticketsPages } from '../support-url';
import { TicketRow } from './TicketRow';

type Empty = { icon: LucideIcon; title: string; description: string };

const EMPTY: Record<'member' | 'agent', Record<TicketStatus, Empty>> = {
  member: {
    open: { icon: Inbox, title: 'No open tickets', description: 'Tickets waiting for the support team show here.' },
    answered: { icon: MessageSquareReply, title: 'Nothing waiting for you', description: 'Tickets the team has answered show here until they are resolved.' },
    resolved: { icon: CircleCheck, title: 'No resolved tickets yet', description: 'Tickets show here once they are resolved, for you to rate the answer.' },
  },
  agent: {
    open: { icon: Inbox, title: 'The queue is clear', description: 'Tickets from Business members arrive here, urgent first.' },
    answered: { icon: MessageSquareReply, title: 'Nothing waiting on members', description: 'Tickets you have answered wait here for the member.' },
    resolved: { icon: CircleCheck, title: 'Nothing resolved yet', description: 'Resolved tickets show here with their times and ratings.' },
  },
};

type TicketsListProps = {
  query: QueryLike<TicketsPage> & { isPlaceholderData: boolean };
  status: TicketStatus;
  page: number;
  onPage: (page: number) => void;
  view: 'member' | 'agent';
  meId: number | undefined;
  // Beside the count ('Urgent first, then oldest waiting').
  order: string;
  // The empty state's button (e.g. New ticket) on the first page.
  emptyAction?: ReactNode;
};

// One status of a list of tickets, a page at a time, in the order the API answers.
export function TicketsList({ query, status, page, onPage, view, meId, order, emptyAction }: TicketsListProps) {
  const now = useNow();
  return (
    <QueueList
      query={query}
      loadingLabel="Loading tickets..."
      loading={
        <Card className="grid divide-y overflow-hidden">
          {[0, 1, 2].map((i) => (
            <div key={i} className="grid gap-2 px-5 py-4">
              <Skeleton className="h-5 w-20 rounded-full" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          ))}
        </Card>
      }
      errorTitle="The tickets couldn't be loaded."
      isEmpty={(data) => data.tickets.length === 0}
      empty={EMPTY[view][status]}
      emptyAction={emptyAction}
      page={page}
      onPage={onPage}
      totalPages={(data) => ticketsPages(data.total)}
      pagesLabel="Ticket pages"
      count={(data) => `${ticketsCount(data.total, status)} · ${order}`}
      countTestId="tickets-count"
      gap="gap-3"
    >
      {(data) => (
        <Card className="overflow-hidden">
          <ul className="divide-y" aria-label={`${STATUS_LABELS[status]} tickets`}>
            {data.tickets.map((ticket) => (
              <TicketRow key={ticket.id} ticket={ticket} view={view} now={now} meId={meId} />
            ))}
          </ul>
        </Card>
      )}
    </QueueList>
  );
}
