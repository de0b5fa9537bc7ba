import type { ReactNode } from 'react';
import { QueryError } from '@/components/ui/query-state';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

// One part of the report, in a card. `unavailable`: its service did not answer in time (the report names it in
// `degraded`); the rest of the report still shows and Retry asks for the whole report again.
export function Section({
  id,
  title,
  description,
  unavailable,
  what,
  retrying,
  onRetry,
  className,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  unavailable: boolean;
  what: string;
  retrying: boolean;
  onRetry: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('grid min-w-0 content-start gap-4 p-5', className)} role="region" aria-labelledby={`${id}-heading`} data-testid={id}>
      <div className="grid gap-1">
        <h2 id={`${id}-heading`} className="text-base font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {unavailable ? <QueryError variant="inline" title={`Couldn't load ${what} right now.`} retrying={retrying} onRetry={onRetry} /> : children}
    </Card>
  );
}
