import type { EventView, JobView, ListingView, StorefrontPage } from '@stave/contracts';
import { Briefcase, CalendarDays, LogIn, MapPin, PackageOpen, Ticket } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MetaItem, MetaList } from '@/components/lists/MetaList';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatEventDay, formatTimeRange, dayAndMonth } from '@/features/events';
import { JobMeta, jobTypeLabel } from '@/features/jobs';
import { ListingCard, ListingGrid } from '@/features/marketplace';
import { ROUTES } from '@/routes';
import { PART_LABELS } from '../storefront-format';

export const STOREFRONT_TABS = ['gear', 'jobs', 'events'] as const;
export type StorefrontTab = (typeof STOREFRONT_TABS)[number];

export function readStorefrontTab(value: string | null): StorefrontTab {
  return STOREFRONT_TABS.find((tab) => tab === value) ?? 'gear';
}

type SectionsProps = {
  page: StorefrontPage;
  tab: StorefrontTab;
  onTab: (tab: StorefrontTab) => void;
  memberId: number | null;
  retrying: boolean;
  onRetry: () => void;
  onContact: (listing: ListingView) => void;
  onEdit: (listing: ListingView) => void;
};

// A part's tab, with what it holds counted.
function PartTrigger({ value, children }: { value: StorefrontTab; children: ReactNode }) {
  return (
    <TabsTrigger value={value} className="h-8 flex-1 sm:h-full sm:flex-none" data-testid={`storefront-tab-${value}`}>
      {children}
    </TabsTrigger>
  );
}

// A part's panel: its failure with Retry, its empty state, or what it holds.
function PartContent({
  value,
  failed,
  empty,
  children,
}: {
  value: StorefrontTab;
  failed: ReactNode;
  empty: Pick<ComponentProps<typeof EmptyState>, 'icon' | 'title' | 'description'> | null;
  children: ReactNode;
}) {
  return (
    <TabsContent value={value} className="grid gap-3">
      {failed ?? (empty ? <EmptyState {...empty} className="bg-card py-14" /> : children)}
    </TabsContent>
  );
}

// What the business has on Stave, a tab each: its gear for sale (the marketplace's cards), open jobs and upcoming
// events. A part whose service did not answer says so with Retry; the rest of the page stands.
export function StorefrontSections({ page, tab, onTab, memberId, retrying, onRetry, onContact, onEdit }: SectionsProps) {
  const { storefront, listings, jobs, events, degraded } = page;
  const name = storefront.businessName;
  const failed = (part: keyof typeof PART_LABELS) =>
    degraded.includes(part) ? (
      <QueryError
        title={`Couldn't load ${PART_LABELS[part]} right now`}
        description="The rest of the storefront is here. Try again in a moment."
        retrying={retrying}
        onRetry={onRetry}
      />
    ) : null;
  const count = (part: keyof typeof PART_LABELS, value: number) =>
    degraded.includes(part) ? null : <span className="tabular-nums text-muted-foreground">{value}</span>;

  return (
    <section aria-labelledby="storefront-sections-heading" className="grid gap-3">
      <h2 id="storefront-sections-heading" className="sr-only">
        What {name} has on Stave
      </h2>
      <Tabs value={tab} onValueChange={(next) => onTab(next as StorefrontTab)} className="min-w-0">
        <TabsList aria-label={`${name} on Stave`} className="flex h-auto w-full sm:inline-flex sm:h-10 sm:w-auto">
          <PartTrigger value="gear">Gear for sale {count('listings', storefront.activeListings)}</PartTrigger>
          <PartTrigger value="jobs">Jobs {count('jobs', jobs.length)}</PartTrigger>
          <PartTrigger value="events">Events {count('events', events.length)}</PartTrigger>
        </TabsList>
        <PartContent
          value="gear"
          failed={failed('listings')}
          empty={
            listings.length === 0
              ? { icon: PackageOpen, title: 'No gear for sale right now', description: `When ${name} lists gear on the marketplace, it shows here.` }
              : null
          }
        >
          <ListingGrid label={`Gear for sale by ${name}`}>
            {listings.map((listing) => (
              <li key={listing.id} className="grid">
                <ListingCard listing={listing} own={listing.userId === memberId} onContact={onContact} onEdit={onEdit} hideSeller />
              </li>
            ))}
          </ListingGrid>
          {storefront.activeListings > listings.length ? (
            <p className="text-sm text-muted-foreground">
              The newest {listings.length} of {storefront.activeListings} items for sale.
            </p>
          ) : null}
        </PartContent>
        <PartContent
          value="jobs"
          failed={failed('jobs')}
          empty={
            jobs.length === 0 ? { icon: Briefcase, title: 'No open jobs', description: `Jobs ${name} posts on Stave show here while they're open.` } : null
          }
        >
          <ul className="grid gap-3 md:grid-cols-2" aria-label={`Open jobs at ${name}`}>
            {jobs.map((job) => (
              <JobItem key={job.id} job={job} signedIn={memberId !== null} />
            ))}
          </ul>
        </PartContent>
        <PartContent
          value="events"
          failed={failed('events')}
          empty={
            events.length === 0
              ? { icon: CalendarDays, title: 'No upcoming events', description: `Gigs and sessions ${name} runs show here before they happen.` }
              : null
          }
        >
          <ul className="grid gap-3 md:grid-cols-2" aria-label={`Upcoming events by ${name}`}>
            {events.map((event) => (
              <EventItem key={event.id} event={event} signedIn={memberId !== null} />
            ))}
          </ul>
        </PartContent>
      </Tabs>
    </section>
  );
}

// Visitors sign in to apply or answer; members go to the job on the board, or the event's own dialog.
function ItemAction({ signedIn, to, label, visitorLabel, name }: { signedIn: boolean; to: string; label: string; visitorLabel: string; name: string }) {
  return (
    <Button asChild variant="outline" size="sm" className="justify-self-start">
      {signedIn ? (
        <Link to={to} aria-label={`${label}: ${name}`}>
          {label}
        </Link>
      ) : (
        <Link to={ROUTES.login} aria-label={`${visitorLabel}: ${name}`}>
          <LogIn aria-hidden="true" />
          {visitorLabel}
        </Link>
      )}
    </Button>
  );
}

function JobItem({ job, signedIn }: { job: JobView; signedIn: boolean }) {
  return (
    <li className="grid">
      <Card className="grid content-start gap-2.5 p-4" data-testid="storefront-job" data-job-id={job.id}>
        <div className="flex flex-wrap items-center gap-1.5">
          {job.isNew ? <Badge variant="brand">New</Badge> : null}
          <Badge variant="secondary">{jobTypeLabel(job.type)}</Badge>
          {job.remote ? <Badge variant="outline">Remote</Badge> : null}
        </div>
        <h3 className="text-base leading-snug font-semibold break-words">{job.title}</h3>
        <JobMeta job={job} />
        {job.description ? <p className="line-clamp-2 text-sm text-foreground/85">{job.description}</p> : null}
        <ItemAction
          signedIn={signedIn}
          to={`${ROUTES.jobs}?q=${encodeURIComponent(job.title)}`}
          label="View job"
          visitorLabel="Sign in to apply"
          name={job.title}
        />
      </Card>
    </li>
  );
}

function EventItem({ event, signedIn }: { event: EventView; signedIn: boolean }) {
  const { day, month } = dayAndMonth(event.startDate);
  const cancelled = event.status === 'cancelled';
  // 'Hackney Wick, London' is not followed by its region again.
  const region = event.region && !event.location?.toLowerCase().includes(event.region.toLowerCase()) ? event.region : null;
  return (
    <li className="grid">
      <Card className="flex gap-4 p-4" data-testid="storefront-event" data-event-id={event.id}>
        <span className="grid h-14 w-12 shrink-0 content-center justify-items-center rounded-lg bg-brand-soft text-brand-strong" aria-hidden="true">
          <span className="text-[11px] font-semibold uppercase">{month}</span>
          <span className="text-lg leading-none font-semibold">{day}</span>
        </span>
        <div className="grid min-w-0 flex-1 content-start gap-2">
          {cancelled ? <Badge variant="outline">Cancelled</Badge> : null}
          <h3 className="text-base leading-snug font-semibold break-words">{event.title}</h3>
          <MetaList className="grid gap-1">
            <MetaItem icon={CalendarDays}>
              <time dateTime={event.startDate}>{formatEventDay(event.startDate)}</time>, {formatTimeRange(event.startDate, event.endDate)}
            </MetaItem>
            <MetaItem icon={MapPin}>{[event.location, region].filter(Boolean).join(', ') || 'Location to be announced'}</MetaItem>
            {event.ticketPrice ? <MetaItem icon={Ticket}>{event.ticketPrice}</MetaItem> : null}
          </MetaList>
          <ItemAction signedIn={signedIn} to={`${ROUTES.events}?event=${event.id}`} label="View event" visitorLabel="Sign in to RSVP" name={event.title} />
        </div>
      </Card>
    </li>
  );
}
