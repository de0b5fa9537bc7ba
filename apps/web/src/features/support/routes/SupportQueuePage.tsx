import { Headset, ShieldOff } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/PageHeader';
import { SignInPrompt } from '@/components/layout/SignInPrompt';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { ROUTES } from '@/routes';
import { useSupportRoleQuery } from '../api/support-role';
import { useQueueQuery } from '../api/support.queries';
import { QueueStats } from '../components/QueueStats';
import { StatusTabs } from '../components/StatusTabs';
import { TicketsList } from '../components/TicketsList';
import { STATUS_LABELS } from '../support-format';
import { TICKETS_PAGE_SIZE, readTicketsLocation, toTicketsParams, type TicketsLocation } from '../support-url';

// /support/queue (the support team, SUPPORT_AGENTS, only): the team's figures, then every Business member's
// tickets by status with the counts on the tabs, in the API's order (urgent, then high, then normal; the oldest
// waiting first within each; resolved, the latest first). A row opens the ticket. The status and the page live in the URL.
export function SupportQueuePage() {
  const { user } = useAuth();
  const role = useSupportRoleQuery(Boolean(user));
  const agent = role.data?.agent === true;
  const [params, setParams] = useSearchParams();
  const { status, page } = readTicketsLocation(params);
  const query = useQueueQuery({ status, page, limit: TICKETS_PAGE_SIZE }, agent);

  // From the URL as it is now; a change that changes nothing is dropped (a tab reports its choice on mousedown and
  // again on focus).
  const go = (next: TicketsLocation) => {
    const current = toTicketsParams(readTicketsLocation(new URLSearchParams(window.location.search))).toString();
    const target = toTicketsParams(next);
    if (target.toString() !== current) setParams(target);
  };

  if (!user) return <SignInPrompt page="Support queue" title="Please Log In" description="Log in to see the support queue." actionLabel="Log In" />;
  if (role.isPending) {
    return (
      <div aria-busy="true" className="grid gap-4">
        <p role="status" className="sr-only">
          Loading...
        </p>
        <Skeleton className="h-12 w-64" />
        <Skeleton className="h-[5.5rem] w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }
  if (role.isError) {
    return (
      <>
        <title>Support queue · Stave</title>
        <QueryError titleAs="h1" title="The support queue couldn't be loaded." retrying={role.isRefetching} onRetry={() => void role.refetch()} />
      </>
    );
  }
  if (!agent) {
    return (
      <>
        <title>Support queue · Stave</title>
        <EmptyState
          icon={ShieldOff}
          titleAs="h1"
          title="Only the support team can see this page"
          description="Questions about your account or Stave are answered from Help and support."
          action={
            <Button asChild variant="outline">
              <Link to={ROUTES.support}>Help and support</Link>
            </Button>
          }
        />
      </>
    );
  }

  return (
    <>
      <title>{`${STATUS_LABELS[status]} · Support queue · Stave`}</title>
      <PageHeader
        icon={Headset}
        title="Support queue"
        description="Tickets from Business members. Answer the urgent ones first, then whoever has waited longest; resolve each with what was done."
      />
      <div className="grid gap-8">
        <QueueStats />
        <section aria-labelledby="queue-heading" className="grid gap-3">
          <h2 id="queue-heading" className="sr-only">
            Tickets
          </h2>
          <StatusTabs
            status={status}
            counts={query.data?.counts}
            onChange={(next) => go({ status: next, page: 1 })}
            label="Tickets by status"
            testId="queue-tab"
          >
            <TicketsList
              query={query}
              status={status}
              page={page}
              onPage={(next) => go({ status, page: next })}
              view="agent"
              meId={user.id}
              order={status === 'resolved' ? 'Latest resolved first' : 'Urgent first, then oldest waiting'}
            />
          </StatusTabs>
        </section>
      </div>
    </>
  );
}
