import { TICKET_STATUSES, type TicketsPage } from '@stave/contracts';
import type { ComponentProps } from 'react';
import { CountTabs } from '@/components/staff-queue/CountTabs';
import type { QueryLike } from '@/components/ui/query-state';
import { STATUS_LABELS } from '../support-format';
import type { TicketsLocation } from '../support-url';
import { TicketsList } from './TicketsList';

// Each list's hidden heading, the tabs' name and their counts' test id.
const NAMES = {
  member: { headingId: 'my-tickets-heading', heading: 'Your tickets', label: 'Your tickets by status', testId: 'tickets-tab' },
  agent: { headingId: 'queue-heading', heading: 'Tickets', label: 'Tickets by status', testId: 'queue-tab' },
} as const;

type TicketsSectionProps = {
  query: QueryLike<TicketsPage> & { isPlaceholderData: boolean };
  location: TicketsLocation;
  go: (next: TicketsLocation) => void;
} & Pick<ComponentProps<typeof TicketsList>, 'view' | 'meId' | 'order' | 'emptyAction'>;

// A list of tickets by status (a member's own, or the team's queue): Open / Answered / Resolved, each with its count,
// over the list of the one chosen.
export function TicketsSection({ query, location, go, ...list }: TicketsSectionProps) {
  const { status, page } = location;
  const { headingId, heading, label, testId } = NAMES[list.view];
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="sr-only">
        {heading}
      </h2>
      <CountTabs
        values={TICKET_STATUSES}
        labels={STATUS_LABELS}
        value={status}
        counts={query.data?.counts}
        onChange={(next) => go({ status: next, page: 1 })}
        label={label}
        countTestId={(value) => `${testId}-count-${value}`}
        columns="grid-cols-3"
        padding="px-2"
      >
        <TicketsList query={query} status={status} page={page} onPage={(next) => go({ status, page: next })} {...list} />
      </CountTabs>
    </section>
  );
}
