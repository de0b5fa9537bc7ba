import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';

type CountTabsProps<S extends string> = {
  values: readonly S[];
  labels: Record<S, string>;
  value: S;
  // From the list's answer; none until the first one (a queue may count only some of its tabs).
  counts: Partial<Record<S, number>> | undefined;
  onChange: (value: S) => void;
  // The tab list's name ('Tickets by status').
  label: string;
  // The test ids of a tab's count, and of the tab itself if it has one.
  countTestId: (value: S) => string;
  tabTestId?: (value: S) => string;
  // The columns the tabs take on a phone ('grid-cols-3'), and a trigger's padding there ('px-2').
  columns: string;
  padding: string;
  // The list of the chosen value (the others are not drawn).
  children: ReactNode;
};

// A queue's statuses as tabs, each with its count, over the list of the one chosen.
export function CountTabs<S extends string>({
  values,
  labels,
  value,
  counts,
  onChange,
  label,
  countTestId,
  tabTestId,
  columns,
  padding,
  children,
}: CountTabsProps<S>) {
  return (
    <Tabs value={value} onValueChange={(next) => onChange(next as S)} className="min-w-0">
      <TabsList aria-label={label} className={cn('grid h-auto w-full sm:inline-flex sm:h-10 sm:w-auto', columns)}>
        {values.map((each) => {
          const count = counts?.[each];
          return (
            <TabsTrigger key={each} value={each} className={cn('h-8 sm:h-full sm:px-3', padding)} data-testid={tabTestId?.(each)}>
              {labels[each]}
              {count !== undefined ? (
                <span className="rounded-full bg-foreground/8 px-1.5 text-xs font-medium tabular-nums" data-testid={countTestId(each)}>
                  {count.toLocaleString('en-GB')}
                </span>
              ) : null}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {values.map((each) => (
        <TabsContent key={each} value={each}>
          {each === value ? children : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
