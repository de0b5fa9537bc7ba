import { CalendarSync, Copy, RefreshCw, TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/useToast';
import { formatDayMonthYear } from '@/lib/format';
import { useCalendarFeedQuery, useDeleteCalendarFeedMutation, useResetCalendarFeedMutation } from '../api/events.queries';
import { eventErrorText } from './event-toasts';

// The feed's address is answered as a path; calendar apps need it whole (and webcal:// opens them).
const absolute = (path: string) => new URL(path, window.location.origin).toString();
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

function FeedAddress({ url }: { url: string }) {
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it into your calendar app as a subscription.', variant: 'success' });
    } catch {
      input.current?.select();
    }
  };
  return (
    <div className="grid gap-2" data-testid="calendar-feed-url">
      <div className="flex gap-2">
        <Input ref={input} readOnly value={url} aria-label="Calendar feed address" className="font-mono text-xs" onFocus={(e) => e.target.select()} />
        <Button variant="outline" size="icon" onClick={() => void copy()} aria-label="Copy calendar feed address">
          <Copy aria-hidden="true" />
        </Button>
      </div>
      <Button asChild variant="brand" size="sm" className="justify-self-start">
        <a href={webcal(url)}>Open in calendar app</a>
      </Button>
      <p className="flex gap-2 rounded-lg bg-brand-soft px-3 py-2 text-[13px] text-foreground">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-brand-strong" aria-hidden="true" />
        <span>This address is shown only once: copy it now. Anyone with it can see your events; Reset link replaces it and the old one stops working.</span>
      </p>
    </div>
  );
}

// 'Subscribe to your calendar': a secret feed of the events the member organises or is going to.
export function CalendarFeedCard() {
  const query = useCalendarFeedQuery();
  const reset = useResetCalendarFeedMutation();
  const remove = useDeleteCalendarFeedMutation();
  const [url, setUrl] = useState<string | null>(null);
  const busy = reset.isPending || remove.isPending;
  const fail = (error: unknown) => toast({ title: 'Error', description: eventErrorText(error, 'Please try again.'), variant: 'destructive' });
  const make = () => reset.mutate(undefined, { onSuccess: (feed) => setUrl(feed.url ? absolute(feed.url) : null), onError: fail });
  const turnOff = () => remove.mutate(undefined, { onSuccess: () => setUrl(null), onError: fail });
  const active = query.data?.active ?? false;

  return (
    <Card className="grid gap-3 p-5" data-testid="calendar-feed">
      <div className="flex items-center gap-2">
        <CalendarSync className="size-4 text-brand-strong" aria-hidden="true" />
        <h2 className="text-sm font-semibold">Subscribe to your calendar</h2>
      </div>
      <p className="text-sm text-muted-foreground">Events you organise or are going to, kept up to date in Google Calendar, Apple Calendar or Outlook.</p>
      {query.isPending ? (
        <Skeleton className="h-9 w-40" />
      ) : query.isError ? (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" />
          Retry
        </Button>
      ) : (
        <>
          {url ? <FeedAddress url={url} /> : null}
          {active && !url && query.data.createdAt ? (
            <p className="text-[13px] text-muted-foreground">
              Your feed is on (since {formatDayMonthYear(query.data.createdAt)}). Its address was shown when you made it.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button variant={active ? 'outline' : 'brand'} size="sm" onClick={make} disabled={busy}>
              {reset.isPending ? <Spinner className="size-4 text-current" /> : null}
              {active ? 'Reset link' : 'Get feed link'}
            </Button>
            {active ? (
              <Button variant="ghost" size="sm" onClick={turnOff} disabled={busy}>
                Turn off
              </Button>
            ) : null}
          </div>
        </>
      )}
    </Card>
  );
}
