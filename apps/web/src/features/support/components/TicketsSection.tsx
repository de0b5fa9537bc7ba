import { TICKET_STATUSES, type TicketsPage } from '@stave/contracts';
import type { ComponentProps } from 'react';
import { CountTabs } from '@/components/staff-queue/CountTabs';
import type { QueryLike } from '@/components/ui/query-state';
import { STATUS_LABELS } from '../support-format';
import type { TicketsLocation } from '../support-url';
import { TicketsList } from './TicketsList';

type TicketsSectionProps = {
  // The section's hidden heading ('Your tickets') and its id.
  headingId: string;
  heading: string;
  query: QueryLike<TicketsPage> & { isPlaceholderData: boolean };
  location: TicketsLocation;
  go: (next: TicketsLocation) => void;
  // The tabs' name ('Tickets by status') and their counts' test id.
  label: string;
  testId: string;
} & Pick<ComponentProps<typeof TicketsList>, 'view' | 'meId' | 'order' | 'emptyAction'>;

// A list of tickets by status (a member's own, or the team's queue): Open / Answered / Resolved, each with its count,
// over the list of the one chosen.
export function TicketsSection({ headingId, heading, query, location, go, label, testId, ...list }: TicketsSectionProps) {
  const { status, page } = location;
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
        testId={testId}
        columns="grid-cols-3"
        padding="px-2"
      >
        <TicketsList query={query} status={status} page={page} onPage={(next) => go({ status, page: next })} {...list} />
      </CountTabs>
    </section>
  );
}
