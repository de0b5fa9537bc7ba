import { Headset } from 'lucide-react';
import { Link } from 'react-router-dom';
import { StaffPage } from '@/components/staff-queue/StaffPage';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { useUrlLocation } from '@/hooks/useUrlLocation';
import { ROUTES } from '@/routes';
import { useSupportRoleQuery } from '../api/support-role';
import { useQueueQuery } from '../api/support.queries';
import { QueueStats } from '../components/QueueStats';
import { TicketsSection } from '../components/TicketsSection';
import { STATUS_LABELS } from '../support-format';
import { TICKETS_PAGE_SIZE, readTicketsLocation, toTicketsParams } from '../support-url';

// /support/queue (the support team, SUPPORT_AGENTS, only): the team's figures, then every Business member's
// tickets by status with the counts on the tabs, in the API's order (urgent, then high, then normal; the oldest
// waiting first within each; resolved, the latest first). A row opens the ticket. The status and the page live in the URL.
export function SupportQueuePage() {
  const { user } = useAuth();
  const role = useSupportRoleQuery(Boolean(user));
  const agent = role.data?.agent === true;
  const [location, go] = useUrlLocation(readTicketsLocation, toTicketsParams);
  const { status } = location;
  const query = useQueueQuery({ ...location, limit: TICKETS_PAGE_SIZE }, agent);

  return (
    <StaffPage
      signedIn={Boolean(user)}
      signInText="Log in to see the support queue."
      role={role}
      allowed={agent}
      title="Support queue"
      pageTitle={`${STATUS_LABELS[status]} · Support queue · Stave`}
      icon={Headset}
      description="Tickets from Business members. Answer the urgent ones first, then whoever has waited longest; resolve each with what was done."
      loadingExtra={<Skeleton className="h-[5.5rem] w-full rounded-xl" />}
      roleError="The support queue couldn't be loaded."
      denied={{
        title: 'Only the support team can see this page',
        description: 'Questions about your account or Stave are answered from Help and support.',
        action: (
          <Button asChild variant="outline">
            <Link to={ROUTES.support}>Help and support</Link>
          </Button>
        ),
      }}
    >
      <div className="grid gap-8">
        <QueueStats />
        {/* The payments team is named from the support team (PAYMENTS_STAFF): their queue is a step away. */}
        <p className="text-sm">
          <Link to={ROUTES.bookingDisputes} className="font-medium text-brand-strong hover:underline">
            Disputed booking payments
          </Link>
        </p>
        <TicketsSection
          query={query}
          location={location}
          go={go}
          view="agent"
          meId={user?.id}
          order={status === 'resolved' ? 'Latest resolved first' : 'Urgent first, then oldest waiting'}
        />
      </div>
    </StaffPage>
  );
}
