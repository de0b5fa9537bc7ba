import { CalendarDays } from 'lucide-react';
import { PageHeader } from '@/components/layout/PageHeader';
import { PendingFeature } from '@/components/layout/PendingFeature';

const PURPOSE = [
  'Upcoming, past and all events, grouped by month',
  'Filter by UK region and location',
  'Featured events at a glance',
  'Create an event with tickets and times',
] as const;

export function EventsPage() {
  return (
    <>
      <title>Events · Stave</title>
      <PageHeader icon={CalendarDays} title="Events" description="Gigs, showcases, workshops and industry events across the UK." />
      <PendingFeature
        icon={CalendarDays}
        title="Events calendar"
        summary="See what's on across every UK region and put your own events in front of the industry."
        points={PURPOSE}
      />
    </>
  );
}
