import type { BookingView } from '@stave/contracts';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { instantText, timelineText } from '../booking-format';

// What happened, oldest first: each move, who made it and when, with its note (a cancellation's reason, the issue).
export function BookingTimeline({ booking }: { booking: BookingView }) {
  const { user } = useAuth();
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-4 text-base font-semibold">What happened</h2>
      <ol className="grid gap-3 border-l pl-4" data-testid="booking-timeline">
        {booking.timeline.map((event, index) => (
          <li key={`${event.status}-${event.at}-${index}`} className="relative grid gap-0.5 text-sm">
            <span className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-brand" aria-hidden="true" />
            <span className="font-medium">{timelineText(booking, event, user?.id)}</span>
            <time dateTime={event.at} className="text-xs text-muted-foreground">
              {instantText(event.at)}
            </time>
            {event.note && event.status !== 'payment' ? <span className="text-muted-foreground">“{event.note}”</span> : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}
