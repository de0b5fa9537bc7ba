import { TICKET_STATUSES, type TicketStatus, type TicketsPage } from '@stave/contracts';
import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
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
    <Tabs value={status} onValueChange={(next) => onChange(next as TicketStatus)} className="min-w-0">
      <TabsList aria-label={label} className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:h-10 sm:w-auto">
        {TICKET_STATUSES.map((value) => (
          <TabsTrigger key={value} value={value} className="h-8 px-2 sm:h-full sm:px-3">
            {STATUS_LABELS[value]}
            {counts ? (
              <span className="rounded-full bg-foreground/8 px-1.5 text-xs font-medium tabular-nums" data-testid={`${testId}-count-${value}`}>
                {counts[value].toLocaleString('en-GB')}
              </span>
            ) : null}
          </TabsTrigger>
        ))}
      </TabsList>
      {TICKET_STATUSES.map((value) => (
        <TabsContent key={value} value={value}>
          {value === status ? children : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
