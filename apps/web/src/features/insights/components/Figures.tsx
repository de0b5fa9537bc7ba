import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { cn } from '@/lib/cn';
import { NO_COMPARISON, WITHHELD, describeChange, withheldExplainer } from '../insights-format';

const TONES = { up: 'text-success', down: 'text-destructive', flat: 'text-muted-foreground', none: 'text-muted-foreground' } as const;
const ICONS = { up: ArrowUpRight, down: ArrowDownRight, flat: Minus, none: null } as const;

// A change against the month before. `neutral`: a rise is neither good nor bad news (prices), so it is not coloured.
export function Change({ change, neutral = false, className }: { change: number | null; neutral?: boolean; className?: string }) {
  const { text, tone, spoken } = describeChange(change);
  const Icon = ICONS[tone];
  return (
    <span className={cn('inline-flex items-center gap-0.5 font-medium whitespace-nowrap tabular-nums', neutral ? 'text-foreground' : TONES[tone], className)}>
      {Icon ? <Icon className="size-3.5 shrink-0" aria-hidden="true" /> : null}
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{spoken}</span>
    </span>
  );
}

// A figure held back by the privacy floor.
export function Withheld({ className }: { className?: string }) {
  return <span className={cn('text-muted-foreground italic', className)}>{WITHHELD}</span>;
}

// Nothing to show in this place (a mix of categories is not priced; nothing to compare with).
export function NotApplicable({ reason }: { reason: string }) {
  return (
    <span className="text-muted-foreground">
      <span aria-hidden="true">{NO_COMPARISON}</span>
      <span className="sr-only">{reason}</span>
    </span>
  );
}

// Under a part of the report with a withheld figure in it.
export function WithheldNote({ minMembers }: { minMembers: number }) {
  return (
    <p className="text-xs text-muted-foreground" data-testid="insights-withheld-note">
      <span className="italic">{WITHHELD}</span>: {withheldExplainer(minMembers)}
    </p>
  );
}
