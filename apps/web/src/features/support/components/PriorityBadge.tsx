import type { SupportPriority } from '@stave/contracts';
import { ArrowUp, ChevronsUp, Minus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { PRIORITY_LABELS } from '../support-format';

const ICONS = { normal: Minus, high: ArrowUp, urgent: ChevronsUp } as const;

// A ticket's priority: urgent in solid red, high in the brand's colour, normal quiet. The word is always there, so
// the colour is never the only sign.
export function PriorityBadge({ priority, className }: { priority: SupportPriority; className?: string }) {
  const Icon = ICONS[priority];
  return (
    <Badge
      variant={priority === 'urgent' ? 'destructive' : priority === 'high' ? 'brand' : 'secondary'}
      className={cn(priority === 'normal' && 'border-border', className)}
      data-testid="ticket-priority"
    >
      <Icon aria-hidden="true" />
      <span className="sr-only">Priority: </span>
      {PRIORITY_LABELS[priority]}
    </Badge>
  );
}
