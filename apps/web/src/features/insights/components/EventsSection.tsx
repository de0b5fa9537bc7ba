import type { InsightsEvents } from '@stave/contracts';
import { formatCount } from '../insights-format';
import { BarList } from './BarList';
import { Change, NotApplicable, WithheldNote } from './Figures';
import { Section } from './Section';

// Events taking place in the month by UK region, with each region's change on the month before ('Other' last, not
// compared: it gathers different regions each month).
export function EventsSection({
  events,
  minMembers,
  previousLabel,
  retrying,
  onRetry,
}: {
  events: InsightsEvents | null;
  minMembers: number;
  previousLabel: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Section
      id="insights-regions"
      title="Events by region"
      description={`Events taking place this month, and the change on ${previousLabel}.`}
      unavailable={events === null}
      what="events"
      retrying={retrying}
      onRetry={onRetry}
    >
      {events?.total === null ? (
        <WithheldNote minMembers={minMembers} />
      ) : events && events.byRegion.length ? (
        <BarList
          label="Events by region"
          testId="insights-region"
          bars={events.byRegion.map((row) => ({
            key: row.region,
            label: row.region,
            value: row.events,
            muted: row.region === 'Other',
            figure: (
              <>
                <span>{row.events === 1 ? '1 event' : `${formatCount(row.events)} events`}</span>
                <span className="w-14 text-right">{row.region === 'Other' ? <NotApplicable reason="not compared" /> : <Change change={row.change} />}</span>
              </>
            ),
          }))}
        />
      ) : (
        <p className="text-sm text-muted-foreground">No events take place this month.</p>
      )}
    </Section>
  );
}
