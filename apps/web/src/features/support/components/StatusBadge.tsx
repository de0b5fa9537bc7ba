import type { TicketStatus } from '@stave/contracts';
import { CircleCheck, CircleDot, MessageSquareReply } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { STATUS_LABELS } from '../support-format';

const ICONS = { open: CircleDot, answered: MessageSquareReply, resolved: CircleCheck } as const;

const TONES: Record<TicketStatus, string> = {
  open: 'border-brand/40 text-foreground [&_svg]:text-brand-strong',
  answered: 'border-border bg-muted text-foreground [&_svg]:text-muted-foreground',
  resolved: 'border-success/35 bg-success/10 text-foreground [&_svg]:text-success',
};

// Where a ticket stands: open (with the team), answered (with the member), resolved.
export function StatusBadge({ status, className }: { status: TicketStatus; className?: string }) {
  const Icon = ICONS[status];
  return (
    <Badge variant="outline" className={cn(TONES[status], className)} data-testid="ticket-status">
      <Icon aria-hidden="true" />
      <span className="sr-only">Status: </span>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
