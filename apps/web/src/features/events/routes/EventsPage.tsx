import { EVENT_WHEN, type EventView } from '@stave/contracts';
import { CalendarDays, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListPageHeader } from '@/components/lists/ListPageHeader';
import { ActionButton } from '@/components/ui/action-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { withParam } from '@/lib/url-params';
import { eventKeys } from '../api/events.queries';
import { AttendeesDialog } from '../components/AttendeesDialog';
import { CalendarFeedCard } from '../components/CalendarFeedCard';
import { ConfirmEventDialog } from '../components/ConfirmEventDialog';
import { EventDetailsDialog } from '../components/EventDetailsDialog';
import { EventFiltersCard } from '../components/EventFiltersCard';
import { EventFormDialog } from '../components/EventFormDialog';
import type { OwnerAction } from '../components/EventOwnerMenu';
import { EventResults } from '../components/EventResults';
import { FeaturedEvents } from '../components/FeaturedEvents';
import { PARAM, WHEN_LABELS, activeFilterCount, readFilters, readSharedEvent, withoutFilters, type FilterKey } from '../event-filters';

type Editing = { key: number; event?: EventView };

// Events (/events) with additions: the server filters, orders and pages;
// the tab, filters and an opened event live in the URL, so Back and shared links keep them.
export function EventsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const shared = readSharedEvent(params);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [confirming, setConfirming] = useState<{ action: 'cancel' | 'delete'; event: EventView } | null>(null);
  const [attendeesOf, setAttendeesOf] = useState<EventView | null>(null);

  // A change of the URL that changes nothing is dropped: a tab reports its choice on mousedown and
  // again on focus, and two identical history entries would make Back look broken.
  const update = (change: (current: URLSearchParams) => URLSearchParams, replace = false) => {
    const current = new URLSearchParams(window.location.search);
    const next = change(current);
    if (next.toString() !== current.toString()) setParams(next, { replace });
  };
  // Typing replaces the history entry; a choice is a step Back can undo.
  const setFilter = (key: FilterKey, value: string | undefined) =>
    update((current) => withParam(current, PARAM[key], value), key === 'search' || key === 'location' || key === 'near');
  const setWhen = (next: string) => update((current) => withParam(current, PARAM.when, next === 'upcoming' ? undefined : next));
  const clear = () => update(withoutFilters);
  const openEvent = (event: EventView) => update((current) => withParam(current, PARAM.event, String(event.id)));
  const closeEvent = () => update((current) => withParam(current, PARAM.event, undefined), true);
  const create = () => setEditing({ key: Date.now() });
  const onOwnerAction = (action: OwnerAction, event: EventView) =>
    action === 'edit' ? setEditing({ key: Date.now(), event }) : setConfirming({ action, event });
  const actions = { onAttendees: setAttendeesOf, onOwnerAction };
  // The featured strip is what's next: it leads the unfiltered Upcoming list.
  const showFeatured = filters.when === 'upcoming' && activeFilterCount(filters) === 0;

  return (
    <>
      <ListPageHeader
        documentTitle="Events · Stave"
        icon={CalendarDays}
        title="Events"
        description="Gigs, showcases, workshops and industry events across the UK."
        actions={<ActionButton icon={Plus} onClick={create} label="Create Event" />}
        queryKey={eventKeys.root}
      />
      <div className="grid gap-6">
        {showFeatured ? <FeaturedEvents onView={openEvent} /> : null}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <Tabs value={filters.when} onValueChange={setWhen} className="min-w-0">
            <TabsList className="grid h-10 w-full grid-cols-3 sm:inline-flex sm:w-auto">
              {EVENT_WHEN.map((when) => (
                <TabsTrigger key={when} value={when}>
                  {WHEN_LABELS[when]}
                </TabsTrigger>
              ))}
            </TabsList>
            {EVENT_WHEN.map((when) => (
              <TabsContent key={when} value={when} className="grid gap-4">
                {filters.when === when ? (
                  <>
                    <EventFiltersCard filters={filters} onChange={setFilter} onClear={clear} />
                    <EventResults filters={filters} highlighted={shared} onCreate={create} onClear={clear} {...actions} />
                  </>
                ) : null}
              </TabsContent>
            ))}
          </Tabs>
          <aside className="grid content-start gap-4" aria-label="Event tools">
            <CalendarFeedCard />
          </aside>
        </div>
      </div>
      {editing ? <EventFormDialog key={editing.key} event={editing.event} open onOpenChange={(open) => (open ? undefined : setEditing(null))} /> : null}
      {confirming ? <ConfirmEventDialog event={confirming.event} action={confirming.action} onClose={() => setConfirming(null)} /> : null}
      {attendeesOf ? (
        <AttendeesDialog key={attendeesOf.id} event={attendeesOf} open onOpenChange={(open) => (open ? undefined : setAttendeesOf(null))} />
      ) : null}
      {shared !== null && !attendeesOf && !editing ? <EventDetailsDialog eventId={shared} onClose={closeEvent} onAttendees={setAttendeesOf} /> : null}
    </>
  );
}
