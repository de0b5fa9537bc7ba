import { TICKET_STATUSES, type TicketStatus, type TicketsPage } from '@stave/contracts';
import type { ReactNode } from 'react';
import { CountTabs } from '@/components/staff-queue/CountTabs';
import { STATUS_LABELS } from '../support-format';

type StatusTabsProps = {
  status: TicketStatus;
  // From the page's answer; none until the first one.
  counts: TicketsPage['counts'] | undefined;
  onChange: (status: TicketStatus) => void;
  label: string;
  // The list of the chosen status (the others are not drawn).
  children: ReactNode;
  testId: string;
};

// Open / Answered / Resolved, each with its count, over the list of the one chosen.
export function StatusTabs({ status, counts, onChange, label, children, testId }: StatusTabsProps) {
  return (
    <CountTabs
      values={TICKET_STATUSES}
      labels={STATUS_LABELS}
      value={status}
      counts={counts}
      onChange={onChange}
      label={label}
      testId={testId}
      columns="grid-cols-3"
      padding="px-2"
    >
      {children}
    </CountTabs>
  );
}
