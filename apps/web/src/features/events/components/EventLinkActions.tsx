import type { EventView } from '@stave/contracts';
import { CalendarPlus, ExternalLink, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/useToast';
import { saveBlob } from '@/lib/save-blob';
import { fetchEventIcs } from '../api/events.api';
import { eventShareUrl } from '../event-filters';
import { eventErrorText } from './event-toasts';

const fileName = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'event'
  }.ics`;

async function share(event: EventView) {
  const url = eventShareUrl(event.id);
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copied', description: 'Paste it into a message or email.', variant: 'success' });
  } catch {
    // No clipboard permission: show the link to copy by hand.
    toast({ title: 'Copy this link', description: url });
  }
}

// RSVP Now (the ticket link, in a new tab), Add to calendar (.ics) and Share Event.
export function EventLinkActions({ event }: { event: EventView }) {
  const [downloading, setDownloading] = useState(false);
  const addToCalendar = async () => {
    setDownloading(true);
    try {
      saveBlob(await fetchEventIcs(event.id), fileName(event.title));
    } catch (error) {
      toast({ title: 'Calendar file unavailable', description: eventErrorText(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="flex flex-wrap gap-1">
      {event.ticketUrl && event.status !== 'cancelled' ? (
        <Button asChild variant="default">
          <a href={event.ticketUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            RSVP Now<span className="sr-only"> (tickets, opens in a new tab)</span>
          </a>
        </Button>
      ) : null}
      <Button variant="ghost" className="px-2.5" onClick={() => void addToCalendar()} disabled={downloading} aria-label={`Add to calendar: ${event.title}`}>
        {downloading ? <Spinner className="size-4 text-current" /> : <CalendarPlus aria-hidden="true" />}
        Add to calendar
      </Button>
      <Button variant="ghost" className="px-2.5" onClick={() => void share(event)} aria-label={`Share Event: ${event.title}`}>
        <Share2 aria-hidden="true" />
        Share Event
      </Button>
    </div>
  );
}
