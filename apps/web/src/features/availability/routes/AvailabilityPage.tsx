import { addDays, londonDateOf, type AvailabilityCalendar, type AvailabilityEntry, type AvailabilityOccurrenceView } from '@stave/contracts';
import { CalendarDays, ChevronLeft, ChevronRight, Plus, Trash2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { PageHeader } from '@/components/layout/PageHeader';
import { SignInPrompt } from '@/components/layout/SignInPrompt';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { SkeletonBars } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { useCalendarQuery, useDeleteEntryMutation, useImportMutation, useShareMutation } from '../api/availability.queries';
import { EntryDialog } from '../components/EntryDialog';

const WEEKS = 4;

// The Monday of the London week holding a date.
function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

function timeLabel(occurrence: AvailabilityOccurrenceView): string {
  if (occurrence.from === null) return occurrence.endDate !== occurrence.date ? `All day to ${dayLabel(occurrence.endDate)}` : 'All day';
  return `${occurrence.from}–${occurrence.to}`;
}

// The import's answer in words: "12 busy times imported, 2 skipped".
export function importSummary(result: { imported: number; skipped: number; notBusy: number; past: number }): string {
  const parts = [`${result.imported} busy ${result.imported === 1 ? 'time' : 'times'} imported`];
  if (result.skipped) parts.push(`${result.skipped} skipped`);
  if (result.notBusy) parts.push(`${result.notBusy} free or cancelled`);
  if (result.past) parts.push(`${result.past} already over`);
  return parts.join(', ');
}

// Settings › Availability (/settings/availability; docs/availability.md): the member's free and busy times and their
// bookings, four weeks at a time as an agenda by week; add, edit and delete times; share "free then?"; import an .ics.
export function AvailabilityPage() {
  const { user } = useAuth();
  const [start, setStart] = useState(() => mondayOf(londonDateOf(new Date())));
  const end = addDays(start, WEEKS * 7 - 1);
  const calendar = useCalendarQuery(start, end);
  const [editing, setEditing] = useState<{ entry: AvailabilityEntry | null; date: string } | null>(null);

  if (!user) return <SignInPrompt page="Availability" title="Please Log In" description="Log in to keep your availability." actionLabel="Log In" />;
  return (
    <>
      <title>Availability · Stave</title>
      <PageHeader icon={CalendarDays} title="Availability" description="When you’re free or busy. Private to you; your bookings show here too." />
      <div className="grid gap-4">
        <QueryState
          query={calendar}
          loadingLabel="Loading your availability"
          loading={<SkeletonBars bars={['h-6 w-48', 'h-4 w-full', 'h-4 w-2/3']} className="grid gap-3 rounded-xl border bg-card p-6" />}
          error={{ title: 'Your availability could not be loaded' }}
        >
          {(data) => (
            <>
              <ShareCard share={data.shareAvailability} />
              <Card role="region" aria-labelledby="availability-weeks">
                <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                  <CardTitle id="availability-weeks">
                    {dayLabel(start)} – {dayLabel(end)}
                  </CardTitle>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="outline" size="sm" onClick={() => setStart(addDays(start, -WEEKS * 7))} aria-label="Earlier weeks">
                      <ChevronLeft aria-hidden="true" />
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => setStart(addDays(start, WEEKS * 7))} aria-label="Later weeks">
                      <ChevronRight aria-hidden="true" />
                    </Button>
                    <Button size="sm" onClick={() => setEditing({ entry: null, date: londonDateOf(new Date()) })}>
                      <Plus aria-hidden="true" /> Add a time
                    </Button>
                  </div>
                </CardHeader>
                <CardContent>
                  <Weeks data={data} start={start} onEdit={(entry) => setEditing({ entry, date: entry.date })} />
                </CardContent>
              </Card>
              <ImportCard />
            </>
          )}
        </QueryState>
      </div>
      {editing ? (
        <EntryDialog key={editing.entry?.id ?? 'new'} entry={editing.entry} date={editing.date} open onOpenChange={(open) => !open && setEditing(null)} />
      ) : null}
    </>
  );
}

function Weeks({ data, start, onEdit }: { data: AvailabilityCalendar; start: string; onEdit: (entry: AvailabilityEntry) => void }) {
  const remove = useDeleteEntryMutation();
  if (!data.occurrences.length) {
    return (
      <EmptyState icon={CalendarDays} title="Nothing in these weeks" description="Add the times you’re busy (or free), or import them from your calendar." />
    );
  }
  const entries = new Map(data.entries.map((entry) => [entry.id, entry]));
  return (
    <div className="grid gap-5">
      {Array.from({ length: WEEKS }, (_, week) => addDays(start, week * 7)).map((monday) => {
        const sunday = addDays(monday, 6);
        const items = data.occurrences.filter((o) => o.date >= monday && o.date <= sunday);
        return (
          <section key={monday} aria-label={`Week of ${dayLabel(monday)}`}>
            <h3 className="mb-2 text-sm font-semibold text-muted-foreground">Week of {dayLabel(monday)}</h3>
            {items.length ? (
              <ul className="grid gap-2">
                {items.map((occurrence) => {
                  const entry = occurrence.entryId === null ? undefined : entries.get(occurrence.entryId);
                  return (
                    <li
                      key={`${occurrence.entryId ?? 'b'}-${occurrence.bookingId ?? ''}-${occurrence.date}`}
                      className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between"
                      data-testid="availability-occurrence"
                    >
                      <div className="flex flex-wrap items-center gap-2 text-sm">
                        <Badge variant={occurrence.kind === 'free' ? 'secondary' : occurrence.kind === 'booked' ? 'brand' : 'destructive'}>
                          {occurrence.kind === 'free' ? 'Free' : occurrence.kind === 'booked' ? 'Booked' : 'Busy'}
                        </Badge>
                        <span className="font-medium">{dayLabel(occurrence.date)}</span>
                        <span>{timeLabel(occurrence)}</span>
                        {entry?.repeat === 'weekly' ? <span className="text-muted-foreground">every week</span> : null}
                        {occurrence.label ? <span className="text-muted-foreground">{occurrence.label}</span> : null}
                      </div>
                      {entry ? (
                        <div className="flex gap-2">
                          <Button variant="outline" size="sm" onClick={() => onEdit(entry)}>
                            Edit
                          </Button>
                          <Button
                            variant="outline"
                            size="sm"
                            aria-label="Delete"
                            disabled={remove.isPending}
                            onClick={() =>
                              remove.mutate(entry.id, {
                                onError: (error) => toast({ title: errorText(error, 'Not deleted. Please try again.'), variant: 'destructive' }),
                              })
                            }
                          >
                            <Trash2 aria-hidden="true" />
                          </Button>
                        </div>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">Nothing this week.</p>
            )}
          </section>
        );
      })}
    </div>
  );
}

function ShareCard({ share }: { share: boolean }) {
  const save = useShareMutation();
  return (
    <Card role="region" aria-labelledby="availability-share">
      <CardHeader>
        <CardTitle id="availability-share">Let others ask if I’m free</CardTitle>
        <CardDescription>
          When on, a member can ask whether you’re free on a date and time, and hears only yes or no. Your times, notes and bookings stay private. Off by
          default.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={share}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate(event.target.checked, {
                onError: (error) => toast({ title: errorText(error, 'Not saved. Please try again.'), variant: 'destructive' }),
              })
            }
          />
          Share my availability (yes or no only)
        </label>
      </CardContent>
    </Card>
  );
}

function ImportCard() {
  const run = useImportMutation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Card role="region" aria-labelledby="availability-import">
      <CardHeader>
        <CardTitle id="availability-import">Import from your calendar</CardTitle>
        <CardDescription>
          Export an .ics file from your calendar app (1 MB at most) and upload it: its events become busy times. A new import replaces the last one’s; times you
          added yourself stay.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <input
          ref={input}
          type="file"
          accept=".ics,text/calendar"
          className="sr-only"
          aria-label="Calendar file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) run.mutate(file);
          }}
        />
        <div>
          <Button variant="outline" onClick={() => input.current?.click()} disabled={run.isPending}>
            <Upload aria-hidden="true" /> {run.isPending ? 'Importing...' : 'Upload .ics file'}
          </Button>
        </div>
        {run.data ? (
          <p role="status" className="text-sm">
            {importSummary(run.data)}
          </p>
        ) : null}
        {run.error ? (
          <p role="alert" className="text-sm text-destructive">
            {errorText(run.error, 'The file was not imported. Please try again.')}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
