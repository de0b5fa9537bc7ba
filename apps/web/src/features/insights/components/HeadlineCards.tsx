import type { InsightsReport } from '@stave/contracts';
import { BriefcaseBusiness, CalendarDays, Guitar, type LucideIcon, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { formatCount, formatShare, withheldExplainer } from '../insights-format';
import { Change, Withheld } from './Figures';

function Headline({
  icon: Icon,
  label,
  value,
  note,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: number | null | undefined;
  note: ReactNode;
  testId: string;
}) {
  return (
    <Card className="grid min-w-0 content-start gap-1 p-4" data-testid={testId}>
      <p className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
        <Icon className="size-4 text-brand-strong" aria-hidden="true" />
        {label}
      </p>
      <p className="text-2xl font-semibold tracking-tight tabular-nums">
        {value === undefined ? (
          <span className="text-base text-muted-foreground">Unavailable</span>
        ) : value === null ? (
          <Withheld className="text-base" />
        ) : (
          formatCount(value)
        )}
      </p>
      <div className="text-xs text-muted-foreground">{note}</div>
    </Card>
  );
}

function VersusLast({ change, previous }: { change: number | null; previous: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-1">
      {change === null ? (
        <span>Nothing to compare with in {previous}</span>
      ) : (
        <>
          <Change change={change} /> <span>vs {previous}</span>
        </>
      )}
    </p>
  );
}

// The month at a glance: jobs posted, events, gear listed and sold, each with its change on the month before.
// undefined: the section did not load (degraded); null: withheld by the privacy floor.
export function HeadlineCards({ report, previousLabel }: { report: InsightsReport; previousLabel: string }) {
  const { jobs, events, gear, minMembers } = report;
  const withheld = <p>{withheldExplainer(minMembers)}</p>;
  const versus = (section: { total: number | null; change: number | null } | null) =>
    !section ? <p>Couldn&apos;t load it right now</p> : section.total === null ? withheld : <VersusLast change={section.change} previous={previousLabel} />;
  return (
    <section aria-label="The month at a glance" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Headline
        icon={BriefcaseBusiness}
        label="Jobs posted"
        value={jobs ? jobs.total : undefined}
        testId="insights-headline-jobs"
        note={
          <>
            {versus(jobs)}
            {jobs && jobs.total !== null && jobs.remoteShare !== null ? <p>{formatShare(jobs.remoteShare)} open to remote work</p> : null}
          </>
        }
      />
      <Headline icon={CalendarDays} label="Events" value={events ? events.total : undefined} testId="insights-headline-events" note={versus(events)} />
      <Headline icon={Guitar} label="Gear listed" value={gear ? gear.total : undefined} testId="insights-headline-gear" note={versus(gear)} />
      <Headline
        icon={Tag}
        label="Gear sold"
        value={gear ? (gear.total === null ? null : gear.sold) : undefined}
        testId="insights-headline-sold"
        note={
          !gear ? (
            <p>Couldn&apos;t load it right now</p>
          ) : gear.total === null || gear.sold === null ? (
            withheld
          ) : (
            <p>{gear.total ? `${formatShare(gear.sold / gear.total)} of the gear listed this month` : 'Nothing listed this month'}</p>
          )
        }
      />
    </section>
  );
}
