import { Headset, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/layout/PageHeader';
import { Button } from '@/components/ui/button';
import { useUrlLocation } from '@/hooks/useUrlLocation';
import { ROUTES } from '@/routes';
import { useMyTicketsQuery } from '../api/support.queries';
import { STATUS_LABELS } from '../support-format';
import { TICKETS_PAGE_SIZE, readTicketsLocation, toTicketsParams } from '../support-url';
import { HelpAndContact } from './HelpAndContact';
import { NewTicketDialog } from './NewTicketDialog';
import { TicketsSection } from './TicketsSection';

// A Business member's (or an agent's) /support: their tickets by status with the counts on the tabs, the most
// recently updated first, and a new one; the common answers below. The status and the page live in the URL.
export function VipSupport({ meId, agent }: { meId: number; agent: boolean }) {
  const [location, go] = useUrlLocation(readTicketsLocation, toTicketsParams);
  const { status } = location;
  const query = useMyTicketsQuery({ ...location, limit: TICKETS_PAGE_SIZE }, true);
  const [writing, setWriting] = useState(false);

  const newTicket = (
    <Button variant="brand" onClick={() => setWriting(true)}>
      <Plus aria-hidden="true" />
      New ticket
    </Button>
  );

  return (
    <>
      <title>{`${STATUS_LABELS[status]} · VIP support · Stave`}</title>
      <PageHeader
        icon={Headset}
        title="VIP support"
        description="Your tickets with the Stave support team. We reply here and by email, usually within a few hours."
        actions={
          <>
            {agent ? (
              <Button asChild variant="outline">
                <Link to={ROUTES.supportQueue}>Support queue</Link>
              </Button>
            ) : null}
            {newTicket}
          </>
        }
      />
      <div className="grid gap-10">
        <TicketsSection
          query={query}
          location={location}
          go={go}
          view="member"
          meId={meId}
          order="Most recently updated first"
          emptyAction={status === 'open' ? newTicket : undefined}
        />
        <HelpAndContact />
      </div>
      {writing ? <NewTicketDialog onOpenChange={(open) => (open ? undefined : setWriting(false))} /> : null}
    </>
  );
}
