import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';

type CountTabsProps<S extends string> = {
  values: readonly S[];
  labels: Record<S, string>;
  value: S;
  // From the list's answer; none until the first one.
  counts: Record<S, number> | undefined;
  onChange: (value: S) => void;
  // The tab list's name ('Tickets by status').
  label: string;
  // Each count is `${testId}-count-${value}`.
  testId: string;
  // The columns the tabs take on a phone ('grid-cols-3'), and a trigger's padding there ('px-2').
  columns: string;
  padding: string;
  // The list of the chosen value (the others are not drawn).
  children: ReactNode;
};

// A queue's statuses as tabs, each with its count, over the list of the one chosen.
export function CountTabs<S extends string>({ values, labels, value, counts, onChange, label, testId, columns, padding, children }: CountTabsProps<S>) {
  return (
    <Tabs value={value} onValueChange={(next) => onChange(next as S)} className="min-w-0">
      <TabsList aria-label={label} className={cn('grid h-auto w-full sm:inline-flex sm:h-10 sm:w-auto', columns)}>
        {values.map((each) => (
          <TabsTrigger key={each} value={each} className={cn('h-8 sm:h-full sm:px-3', padding)}>
            {labels[each]}
            {counts ? (
              <span className="rounded-full bg-foreground/8 px-1.5 text-xs font-medium tabular-nums" data-testid={`${testId}-count-${each}`}>
                {counts[each].toLocaleString('en-GB')}
              </span>
            ) : null}
          </TabsTrigger>
        ))}
      </TabsList>
      {values.map((each) => (
        <TabsContent key={each} value={each}>
          {each === value ? children : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
