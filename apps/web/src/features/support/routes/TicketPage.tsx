import { SUPPORT_MESSAGES, type Ticket } from '@stave/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { TicketX } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { ItemBreadcrumb, ItemPage } from '@/components/item-page/ItemPage';
import { SignInPrompt } from '@/components/layout/SignInPrompt';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { ROUTES } from '@/routes';
import { useSupportRoleQuery } from '../api/support-role';
import { supportKeys, useTicketQuery } from '../api/support.queries';
import { AgentPanel } from '../components/AgentPanel';
import { ResolutionCard } from '../components/ResolutionCard';
import { TicketConversation } from '../components/TicketConversation';
import { TicketHeader } from '../components/TicketHeader';
import { TicketRating } from '../components/TicketRating';
import { TicketReplyBox } from '../components/TicketReplyBox';
import { ticketIdFrom } from '../support-url';

function TicketSkeleton() {
  return (
    <>
      <div className="grid gap-3 rounded-xl border bg-card p-4 shadow-card sm:p-6">
        <div className="flex gap-2">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
        <Skeleton className="h-7 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      {[0, 1].map((i) => (
        <div key={i} className="flex gap-3">
          <Skeleton className="hidden size-9 rounded-full xs:block" />
          <Skeleton className="h-24 flex-1 rounded-xl" />
        </div>
      ))}
    </>
  );
}

// A member who has left Business keeps their tickets to read; replying is VIP support again (403 SUPPORT_BUSINESS_ONLY).
function ReplyNeedsBusiness() {
  return (
    <Card className="grid gap-3 border-brand/50 bg-brand-soft/50 p-4 sm:p-5" data-testid="ticket-reply-upgrade">
      <p className="text-sm">{SUPPORT_MESSAGES.businessOnly}</p>
      <Button asChild variant="brand" className="justify-self-start">
        <Link to={ROUTES.subscription}>Upgrade to Business</Link>
      </Button>
    </Card>
  );
}

function TicketView({ ticket, meId }: { ticket: Ticket; meId: number }) {
  const role = useSupportRoleQuery();
  const agent = role.data?.agent === true;
  const own = ticket.member?.id === meId;
  // An agent answers as the team on every ticket but their own (an agent may be a member with a ticket too).
  const asAgent = agent && !own;
  return (
    <>
      <title>{`${ticket.subject} · Ticket #${ticket.id} · Stave`}</title>
      <div className={cn('grid gap-6', agent && 'lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start')}>
        <div className="grid min-w-0 gap-6">
          <TicketHeader ticket={ticket} asAgent={asAgent} />
          <TicketConversation ticket={ticket} />
          {ticket.status === 'resolved' && ticket.resolution ? <ResolutionCard resolution={ticket.resolution} /> : null}
          {ticket.status === 'resolved' || ticket.satisfactionRating !== null ? <TicketRating ticket={ticket} canRate={own} /> : null}
          {own && role.data?.vip === false ? <ReplyNeedsBusiness /> : <TicketReplyBox ticket={ticket} asAgent={asAgent} />}
        </div>
        {agent ? (
          <aside aria-label="Ticket controls" className="grid content-start gap-4 lg:sticky lg:top-24">
            <AgentPanel ticket={ticket} team={role.data?.team ?? []} meId={meId} />
          </aside>
        ) : null}
      </div>
    </>
  );
}

const backToSupport = (
  <Button asChild>
    <Link to={ROUTES.support}>Back to support</Link>
  </Button>
);

// /support/tickets/:id: one ticket with its conversation, for its member and the support team (anyone else
// gets 'Ticket not found', as the API answers them). A resolved ticket shows its resolution and the rating; the team
// also has the ticket's controls.
export function TicketPage() {
  const { id: param } = useParams<{ id: string }>();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const id = ticketIdFrom(param);
  const query = useTicketQuery(id ?? 0, id !== null && Boolean(user));
  const role = useSupportRoleQuery(Boolean(user));
  const fromQueue = role.data?.agent === true && query.data?.member?.id !== user?.id;
  // 400: an id the server does not take is no ticket either.
  const notFound = id === null || (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400));

  if (!user) return <SignInPrompt page="Support ticket" title="Please Log In" description="Log in to see your ticket." actionLabel="Log In" />;

  return (
    <ItemPage
      className={role.data?.agent ? 'max-w-6xl' : 'max-w-3xl'}
      onReconnect={() => void queryClient.invalidateQueries({ queryKey: supportKeys.ticket(id ?? 0) })}
      breadcrumb={
        // Support › Ticket #12 for its member; Support queue › Ticket #12 for the team.
        <ItemBreadcrumb root={fromQueue ? { to: ROUTES.supportQueue, label: 'Support queue' } : { to: ROUTES.support, label: 'Support' }}>
          {id ? <span aria-current="page">Ticket #{id}</span> : null}
        </ItemBreadcrumb>
      }
      query={query}
      noun="ticket"
      notFound={
        notFound && {
          pageTitle: `${SUPPORT_MESSAGES.notFound} · Stave`,
          title: SUPPORT_MESSAGES.notFound,
          description: 'The link may be wrong, or the ticket belongs to another member.',
          icon: TicketX,
        }
      }
      back={backToSupport}
      loading={{ pageTitle: 'Support · Stave', label: 'Loading ticket...', skeleton: <TicketSkeleton /> }}
    >
      {query.data ? <TicketView ticket={query.data} meId={user.id} /> : null}
    </ItemPage>
  );
}
