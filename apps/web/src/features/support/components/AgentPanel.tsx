import { SUPPORT_PRIORITIES, type SupportRole, type Ticket } from '@stave/contracts';
import { CircleCheck, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { useUpdateTicketMutation, type TicketChange } from '../api/support.queries';
import { PRIORITY_LABELS, personName, teamMemberLabel } from '../support-format';
import { ResolveDialog } from './ResolveDialog';

type AgentPanelProps = { ticket: Ticket; team: SupportRole['team']; meId: number };

// The team's controls on a ticket: resolve (asking for the resolution) or reopen, who has it, how urgent it is. A new
// assignee or priority shows at once and goes back if the server refuses it.
export function AgentPanel({ ticket, team, meId }: AgentPanelProps) {
  const [resolving, setResolving] = useState(false);
  const mutation = useUpdateTicketMutation(ticket.id);
  const reopening = mutation.isPending && mutation.variables?.patch.status === 'open';
  const { assignedTo } = ticket;
  // Whoever has it now stays choosable, even if they have since left the team.
  const members = assignedTo && !team.some((member) => member.id === assignedTo.id) ? [...team, assignedTo] : team;

  const change = (next: TicketChange, done: string) =>
    mutation.mutate(next, {
      onSuccess: () => toast({ title: done, description: ticket.subject, variant: 'success' }),
      onError: (error) => toast({ title: 'The ticket was not updated', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    });

  const assign = (value: string) => {
    const assignee = members.find((member) => String(member.id) === value) ?? null;
    change({ patch: { assignedTo: assignee?.id ?? null }, assignee }, assignee ? `Assigned to ${personName(assignee)}` : 'Unassigned');
  };

  const prioritise = (value: string) => {
    const priority = SUPPORT_PRIORITIES.find((candidate) => candidate === value);
    if (priority && priority !== ticket.priority) change({ patch: { priority } }, `Priority set to ${PRIORITY_LABELS[priority]}`);
  };

  return (
    <Card className="grid gap-5 p-4 sm:p-5" data-testid="agent-panel">
      <h2 className="text-sm font-semibold">Manage ticket</h2>
      <div className="grid gap-2">
        {ticket.status === 'resolved' ? (
          <Button variant="outline" onClick={() => change({ patch: { status: 'open' } }, 'Ticket reopened')} disabled={reopening}>
            {reopening ? <Spinner className="size-4 text-current" /> : <RotateCcw aria-hidden="true" />}
            Reopen
          </Button>
        ) : (
          <Button onClick={() => setResolving(true)}>
            <CircleCheck aria-hidden="true" />
            Resolve
          </Button>
        )}
      </div>
      <div className="grid gap-2">
        <label htmlFor={`ticket-${ticket.id}-assignee`} className="text-sm font-medium">
          Assigned to
        </label>
        <Select id={`ticket-${ticket.id}-assignee`} value={assignedTo ? String(assignedTo.id) : ''} onChange={(event) => assign(event.target.value)}>
          <option value="">Unassigned</option>
          {members.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {teamMemberLabel(member, meId)}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-2">
        <label htmlFor={`ticket-${ticket.id}-priority`} className="text-sm font-medium">
          Priority
        </label>
        <Select id={`ticket-${ticket.id}-priority`} value={ticket.priority} onChange={(event) => prioritise(event.target.value)}>
          {SUPPORT_PRIORITIES.map((value) => (
            <option key={value} value={value}>
              {PRIORITY_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      {resolving ? <ResolveDialog ticketId={ticket.id} onOpenChange={(open) => (open ? undefined : setResolving(false))} /> : null}
    </Card>
  );
}
