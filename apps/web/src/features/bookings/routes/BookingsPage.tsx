import { BOOKING_SIDES, BOOKING_VIEWS, type BookingListView, type BookingSide } from '@stave/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { OfflineBanner } from '@/components/layout/OfflineBanner';
import { PageHeader } from '@/components/layout/PageHeader';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth';
import { useMembershipsQuery } from '@/features/teams';
import { ROUTES } from '@/routes';
import { managingTeams } from '../acting-for';
import { bookingKeys } from '../api/bookings.keys';
import { SIDE_LABELS, VIEW_LABELS, readBookingsLocation, toBookingsParams, type BookingsLocation } from '../booking-format';
import { BookingList } from '../components/BookingList';
import { HirerSwitcher } from '../components/HirerSwitcher';

// /bookings: the member's bookings as a musician or as a hirer (?as=), each Upcoming / Offers / Past / Cancelled
// (?view=), so Back and a shared link keep the place (docs/bookings.md § Screens). A business's admin switches the
// hirer's tab between their own bookings and the business's (?for=, sent as x-act-as).
export function BookingsPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const location = readBookingsLocation(params);
  const { user } = useAuth();
  const memberships = useMembershipsQuery(Boolean(user));
  const teams = managingTeams(memberships.data);
  const business = location.actingFor === null ? undefined : memberships.data?.teams.find((team) => team.business.id === location.actingFor)?.business;

  // A tab reports its choice on mousedown and again on focus: an unchanged URL is no new history entry.
  const go = (next: BookingsLocation) => {
    const query = toBookingsParams(next);
    if (query.toString() !== toBookingsParams(readBookingsLocation(new URLSearchParams(window.location.search))).toString()) setParams(query);
  };

  return (
    <>
      <title>Bookings · Stave</title>
      <PageHeader
        icon={CalendarCheck}
        title="Bookings"
        description="Engagements offered to you and by you: the terms, the answers and what is coming up."
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to={ROUTES.availability}>Your availability</Link>
          </Button>
        }
      />
      <OfflineBanner onReconnect={() => void queryClient.invalidateQueries({ queryKey: bookingKeys.root })} />
      <Tabs value={location.as} onValueChange={(as) => go({ ...location, as: as as BookingSide })} className="grid min-w-0 gap-4">
        <TabsList aria-label="Bookings by side" className="grid h-10 w-full grid-cols-2 sm:inline-flex sm:w-auto">
          {BOOKING_SIDES.map((side) => (
            <TabsTrigger key={side} value={side}>
              {SIDE_LABELS[side]}
            </TabsTrigger>
          ))}
        </TabsList>
        {BOOKING_SIDES.map((side) => (
          <TabsContent key={side} value={side}>
            {side === location.as ? (
              <Tabs value={location.view} onValueChange={(view) => go({ ...location, view: view as BookingListView })} className="grid min-w-0 gap-4">
                <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
                  <TabsList aria-label="Which bookings" className="grid h-auto w-full grid-cols-4 sm:inline-flex sm:h-10 sm:w-auto">
                    {BOOKING_VIEWS.map((view) => (
                      <TabsTrigger key={view} value={view} className="h-8 px-1.5 text-[13px] sm:h-full sm:px-3 sm:text-sm">
                        {VIEW_LABELS[view]}
                      </TabsTrigger>
                    ))}
                  </TabsList>
                  {side === 'hirer' ? (
                    <HirerSwitcher teams={teams} current={location.actingFor} onChange={(actingFor) => go({ ...location, actingFor })} />
                  ) : null}
                </div>
                {BOOKING_VIEWS.map((view) => (
                  <TabsContent key={view} value={view}>
                    {view === location.view ? <BookingList location={location} businessName={business?.name ?? null} /> : null}
                  </TabsContent>
                ))}
              </Tabs>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
