import { CalendarCheck, CalendarX, History, Inbox, ShieldAlert, WifiOff, type LucideIcon } from 'lucide-react';
import type { BookingListView } from '@stave/contracts';
import { Link } from 'react-router-dom';
import { LoadMoreButton } from '@/components/pagination/LoadMoreButton';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ROUTES } from '@/routes';
import { teamRefusal } from '../acting-for';
import { useBookingsQuery } from '../api/bookings.queries';
import { toBookingsParams, type BookingsLocation } from '../booking-format';
import { BookingCard } from './BookingCard';

type Empty = { icon: LucideIcon; title: string; description: string };

const EMPTY: Record<BookingsLocation['as'], Record<BookingListView, Empty>> = {
  musician: {
    upcoming: { icon: CalendarCheck, title: 'No bookings coming up', description: 'Offers you accept show here until the engagement is over.' },
    offers: { icon: Inbox, title: 'No offers waiting', description: 'When a hirer offers you a booking, it waits here for your answer.' },
    past: { icon: History, title: 'No past engagements yet', description: 'Engagements you have played show here.' },
    cancelled: { icon: CalendarX, title: 'Nothing cancelled', description: 'Cancelled bookings and offers declined, withdrawn or expired show here.' },
  },
  hirer: {
    upcoming: { icon: CalendarCheck, title: 'No bookings coming up', description: 'Offers a musician accepts show here until the engagement is over.' },
    offers: {
      icon: Inbox,
      title: 'No offers out',
      description: 'Offer a booking from a member’s profile or a shortlisted applicant; it waits here for their answer.',
    },
    past: { icon: History, title: 'No past engagements yet', description: 'Engagements you booked show here once they are over.' },
    cancelled: { icon: CalendarX, title: 'Nothing cancelled', description: 'Cancelled bookings and offers declined, withdrawn or expired show here.' },
  },
};

const countText = (total: number) => (total === 1 ? '1 booking' : `${total.toLocaleString('en-GB')} bookings`);

export function BookingCardSkeletons() {
  return (
    <div className="grid gap-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid gap-3 rounded-xl border bg-card p-4 shadow-card sm:p-5">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-7 w-40 rounded-full" />
        </div>
      ))}
    </div>
  );
}

// One list of the Bookings page (a side and a view; the hirer's, of the member or of a business they manage), in the
// server's order, paged by 'Load more'.
export function BookingList({ location, businessName = null }: { location: BookingsLocation; businessName?: string | null }) {
  const query = useBookingsQuery(location);
  const empty = EMPTY[location.as][location.view];
  // No longer an admin on its team, or its plan ended: the server's words, and the way back to the member's own.
  const refusal = location.actingFor !== null && query.data === undefined ? teamRefusal(query.error) : null;
  if (refusal) {
    return (
      <EmptyState
        icon={ShieldAlert}
        title={`${businessName ? `${businessName}’s` : 'This business’s'} bookings aren’t available`}
        description={refusal}
        action={
          <Button asChild variant="outline">
            <Link to={`${ROUTES.bookings}?${toBookingsParams({ ...location, actingFor: null }).toString()}`}>Your bookings</Link>
          </Button>
        }
        className="bg-card py-14"
      />
    );
  }
  if (query.isPending && query.fetchStatus === 'paused') {
    return (
      <EmptyState
        icon={WifiOff}
        title="Your bookings can't load while you're offline"
        description="They will as soon as you're back online."
        className="bg-card py-14"
      />
    );
  }
  return (
    <QueryState
      query={query}
      loadingLabel="Loading bookings..."
      loading={<BookingCardSkeletons />}
      error={{ title: "Your bookings couldn't be loaded." }}
      isEmpty={(data) => data.pages[0]?.bookings.length === 0}
      empty={<EmptyState icon={empty.icon} title={empty.title} description={empty.description} className="bg-card py-14" />}
    >
      {(data) => (
        <div className="grid gap-3">
          <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite" data-testid="bookings-count">
            {countText(data.pages[0]?.total ?? 0)}
            {query.isRefetching && !query.isFetchingNextPage ? <Spinner className="size-4" /> : null}
          </p>
          <ul
            className="grid gap-3"
            aria-label={location.as === 'musician' ? 'Your bookings' : businessName ? `Bookings ${businessName} made` : 'Bookings you made'}
          >
            {data.pages
              .flatMap((page) => page.bookings)
              .map((booking) => (
                <li key={booking.id}>
                  <BookingCard booking={booking} actingFor={location.actingFor} />
                </li>
              ))}
          </ul>
          <LoadMoreButton hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} fetchNextPage={query.fetchNextPage} />
        </div>
      )}
    </QueryState>
  );
}
