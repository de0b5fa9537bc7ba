import type { EventView, RsvpStatus } from '@stave/contracts';
import { Check, Star } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/useToast';
import { cn } from '@/lib/cn';
import { useRsvpMutation } from '../api/events.queries';
import { eventErrorText } from './event-toasts';

const LABELS: Record<RsvpStatus, string> = { going: 'Going', interested: 'Interested' };

// Going / Interested with their counts and the viewer's own answer; pressing the answer already
// given withdraws it.
export function RsvpButtons({ event, disabled }: { event: EventView; disabled: boolean }) {
  const mutation = useRsvpMutation();
  const answer = (status: RsvpStatus) => {
    const next = event.myRsvp === status ? null : status;
    mutation.mutate(
      { event, status: next },
      {
        onSuccess: () =>
          toast(
            next
              ? { title: next === 'going' ? "You're going" : 'Marked as interested', description: event.title, variant: 'success' }
              : { title: 'RSVP withdrawn', description: event.title },
          ),
        onError: (error) => toast({ title: 'RSVP failed', description: eventErrorText(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  };
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={`RSVP to ${event.title}`}>
      {(['going', 'interested'] as const).map((status) => {
        const pressed = event.myRsvp === status;
        const count = status === 'going' ? event.goingCount : event.interestedCount;
        const Icon = status === 'going' ? Check : Star;
        return (
          <Button
            key={status}
            variant={pressed ? 'brand' : 'outline'}
            aria-pressed={pressed}
            disabled={disabled || mutation.isPending}
            onClick={() => answer(status)}
            data-testid={`rsvp-${status}`}
          >
            <Icon aria-hidden="true" className={cn(pressed && status === 'interested' && 'fill-current')} />
            {LABELS[status]}
            <span className="rounded-full bg-foreground/10 px-1.5 text-xs tabular-nums" data-testid="rsvp-count">
              {count}
            </span>
          </Button>
        );
      })}
    </div>
  );
}
