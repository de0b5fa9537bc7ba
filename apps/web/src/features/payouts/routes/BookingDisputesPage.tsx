import { formatPence } from '@stave/contracts';
import { Scale } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { StaffPage } from '@/components/staff-queue/StaffPage';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { DISPUTE_STATUSES, type BookingDispute, type DisputeStatus } from '../api/disputes.api';
import { useBookingDisputesQuery } from '../api/disputes.queries';

const STATUS_LABELS: Record<DisputeStatus, string> = { open: 'Open', won: 'Won', lost: 'Lost' };
const KIND_LABELS: Record<BookingDispute['kind'], string> = { deposit: 'Deposit', balance: 'Balance' };
const LONDON = { timeZone: 'Europe/London' } as const;
const dayAndTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { ...LONDON, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const memberText = (id: number | null) => (id === null ? 'former member' : `member ${id}`);

function DisputeRow({ dispute }: { dispute: BookingDispute }) {
  return (
    <li className="grid gap-1 py-3 first:pt-0 last:pb-0" data-testid="booking-dispute">
      <p className="font-medium">
        {KIND_LABELS[dispute.kind]} of booking {dispute.bookingId} · {formatPence(dispute.amountPence)}
      </p>
      <p className="text-sm text-muted-foreground">
        {dispute.role}, {dayAndTime(dispute.startsAt)} · hirer {memberText(dispute.hirerId)}, musician {memberText(dispute.musicianId)}
      </p>
      <p className="text-sm">Disputed {dayAndTime(dispute.openedAt)}</p>
    </li>
  );
}

// /payments/disputes (the payments team, PAYMENTS_STAFF, only): booking payments a hirer's bank disputed, oldest first,
// by status. While one is open the musician's share is held; the team answers it in Stripe's dashboard with the
// booking's terms and timeline (docs/bookings.md § Money). The status lives in the URL.
export function BookingDisputesPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const status = (DISPUTE_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as DisputeStatus) : 'open';
  const query = useBookingDisputesQuery(status, Boolean(user));
  const refused = isApiError(query.error) && query.error.status === 403;
  // The list is the team's only: its answer says whether the member is on the team.
  const role = { isPending: query.isPending && !query.isError, isError: query.isError && !refused, isRefetching: query.isRefetching, refetch: query.refetch };

  return (
    <StaffPage
      signedIn={Boolean(user)}
      signInText="Log in to see disputed booking payments."
      role={role}
      allowed={query.isSuccess}
      title="Disputed payments"
      pageTitle={`${STATUS_LABELS[status]} · Disputed payments · Stave`}
      icon={Scale}
      description="Booking payments a hirer’s bank disputed, oldest first. While one is open the musician’s share is held; answer it in Stripe’s dashboard with the booking’s terms and timeline."
      roleError="The disputes couldn’t be loaded"
      denied={{ title: 'Disputes are for the payments team', description: 'Members’ payments are answered by Stave’s payments team.' }}
    >
      <Tabs value={status} onValueChange={(next) => setParams(next === 'open' ? {} : { status: next })} className="grid gap-4">
        <TabsList aria-label="Disputes by status" className="w-full sm:w-auto">
          {DISPUTE_STATUSES.map((value) => (
            <TabsTrigger key={value} value={value}>
              {STATUS_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {query.isPending ? (
          <Skeleton className="h-40 rounded-xl" />
        ) : query.isError ? (
          <QueryError title="The disputes couldn’t be loaded" retrying={query.isRefetching} onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <EmptyState
            icon={Scale}
            title={status === 'open' ? 'No open disputes' : `No ${STATUS_LABELS[status].toLowerCase()} disputes`}
            description="Disputed booking payments appear here as Stripe reports them."
          />
        ) : (
          <Card className="p-4 sm:p-6">
            <p className="mb-3 text-sm text-muted-foreground" data-testid="disputes-count">
              {query.data.length === 1 ? '1 dispute' : `${query.data.length} disputes`}
            </p>
            <ul className="divide-y">
              {query.data.map((dispute) => (
                <DisputeRow key={`${dispute.bookingId}-${dispute.kind}`} dispute={dispute} />
              ))}
            </ul>
          </Card>
        )}
      </Tabs>
    </StaffPage>
  );
}
