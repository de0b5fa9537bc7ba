import { BOOKING_MESSAGES, type BookingView } from '@stave/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarX } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Button } from '@/components/ui/button';
import { ItemBreadcrumb, ItemPage } from '@/components/item-page/ItemPage';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { ROUTES, buildRoute } from '@/routes';
import { bookingsHref, readActingFor, teamRefusal } from '../acting-for';
import { bookingKeys } from '../api/bookings.keys';
import { useBookingQuery } from '../api/bookings.queries';
import { bookingIdFrom, feeText, otherParty, whenText } from '../booking-format';
import { BookingActions } from '../components/BookingActions';
import { BookingMoney, type BookingPanels } from '../components/BookingMoney';
import { BookingStatusBadge } from '../components/BookingStatusBadge';
import { BookingTerms } from '../components/BookingTerms';
import { BookingTimeline } from '../components/BookingTimeline';

function BookingHeader({ booking }: { booking: BookingView }) {
  const other = otherParty(booking);
  const name = (
    <span className="font-medium text-foreground">
      {other.id === null ? (
        other.name
      ) : (
        <Link to={buildRoute(ROUTES.user, { id: other.id })} className="hover:underline">
          {other.name}
        </Link>
      )}
    </span>
  );
  return (
    <header className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <BookingStatusBadge status={booking.status} />
        <span className="text-sm text-muted-foreground">{feeText(booking.fee)}</span>
      </div>
      <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{booking.role}</h1>
      <p className="text-[15px] text-muted-foreground">
        {whenText(booking)} · {booking.venue.name}, {booking.venue.postcode}
      </p>
      <div className="flex items-center gap-2 text-sm">
        <UserAvatar username={other.name} profileImage={other.profileImage} className="size-8 text-xs ring-0" decorative />
        <span className="text-muted-foreground">{booking.viewerSide === 'hirer' ? 'Musician' : 'Hirer'}</span>
        {name}
      </div>
    </header>
  );
}

function BookingSkeleton() {
  return (
    <>
      <div className="grid gap-3">
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <Skeleton className="h-80 rounded-xl" />
    </>
  );
}

// An agreed engagement has money to show; an offer, or one that never was, has none.
const MONEY_STATUSES = new Set<BookingView['status']>(['accepted', 'confirmed', 'completed', 'paid', 'cancelled']);

const backToBookings = (
  <Button asChild variant="outline">
    <Link to={ROUTES.bookings}>Back to bookings</Link>
  </Button>
);

// /bookings/:id: one booking to its hirer or its musician (anyone else is told 'Booking not found', as the API answers
// them): the terms, what happened, and what the viewer may do now (docs/bookings.md § Screens). Opened from a business's
// bookings (?for=), a team admin reads and manages it as the business (x-act-as).
export function BookingPage({ panels }: { panels?: BookingPanels } = {}) {
  const { id: param } = useParams<{ id: string }>();
  const [params] = useSearchParams();
  const actingFor = readActingFor(params);
  const queryClient = useQueryClient();
  const id = bookingIdFrom(param);
  const query = useBookingQuery(id, actingFor);
  const notFound = id === null || (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400));
  const refusal = teamRefusal(query.error);

  const booking = query.data;
  return (
    <ItemPage
      className="max-w-5xl"
      onReconnect={() => void queryClient.invalidateQueries({ queryKey: bookingKeys.one(id ?? 0, actingFor) })}
      breadcrumb={
        <ItemBreadcrumb
          root={{
            to: bookingsHref(actingFor !== null || booking?.viewerSide === 'hirer' ? 'hirer' : 'musician', actingFor),
            label: actingFor !== null && booking ? `${booking.hirer.name}’s bookings` : 'Bookings',
          }}
        >
          {booking ? (
            <span aria-current="page" className="truncate">
              {booking.role}
            </span>
          ) : null}
        </ItemBreadcrumb>
      }
      query={query}
      noun="booking"
      notFound={
        refusal
          ? { icon: CalendarX, title: 'This business’s booking isn’t available', description: refusal, pageTitle: 'Bookings · Stave' }
          : notFound && {
              icon: CalendarX,
              title: BOOKING_MESSAGES.notFound,
              description: 'The link may be wrong, or the booking is between other members.',
              pageTitle: `${BOOKING_MESSAGES.notFound} · Stave`,
            }
      }
      back={backToBookings}
      loading={{ pageTitle: 'Bookings · Stave', label: 'Loading booking...', skeleton: <BookingSkeleton /> }}
    >
      {booking ? (
        <>
          <title>{`${booking.role} · Bookings · Stave`}</title>
          <BookingHeader booking={booking} />
          <BookingActions booking={booking} actingFor={actingFor} />
          {MONEY_STATUSES.has(booking.status) ? <BookingMoney booking={booking} actingFor={actingFor} panels={panels} /> : null}
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
            <BookingTerms booking={booking} />
            <BookingTimeline booking={booking} />
          </div>
        </>
      ) : null}
    </ItemPage>
  );
}
