import { BadgeCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { formatDayMonthYear } from '@/lib/format';
import { VERIFIED_DETAIL, VERIFIED_EXPLAINER } from './seller-format';

// The storefront's Verified badge: a button that opens what it means (a moderator's check of the business's
// registration) and since when. Escape, a click elsewhere or the button again closes it.
export function VerifiedBadge({ verifiedAt, className }: { verifiedAt: string | null; className?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <span ref={root} className={cn('relative inline-flex', className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        title={VERIFIED_EXPLAINER}
        className={cn(
          'inline-flex items-center gap-1 rounded-full border border-success/30 bg-success/10 px-2.5 py-1 text-xs font-semibold text-foreground transition-colors hover:bg-success/20',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        )}
        data-testid="verified-badge"
      >
        <BadgeCheck className="size-4 text-success" aria-hidden="true" />
        Verified
        <span className="sr-only"> business: what this means</span>
      </button>
      <span
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-30 mt-2 grid w-72 max-w-[calc(100vw-2.5rem)] gap-1.5 rounded-xl border bg-popover p-3.5 text-left text-[13px] font-normal text-popover-foreground shadow-lg"
        data-testid="verified-explainer"
      >
        <span className="flex items-center gap-1.5 text-sm font-semibold">
          <BadgeCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
          {VERIFIED_EXPLAINER}
        </span>
        <span className="text-muted-foreground">{VERIFIED_DETAIL}</span>
        {verifiedAt ? <span className="text-muted-foreground">Verified on {formatDayMonthYear(verifiedAt)}.</span> : null}
      </span>
    </span>
  );
}

// The small tick beside a business's name on a listing: read out as 'Verified business'.
export function VerifiedTick({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex shrink-0 text-success', className)} title={`Verified business. ${VERIFIED_EXPLAINER}`} data-testid="verified-tick">
      <BadgeCheck className="size-4" aria-hidden="true" />
      <span className="sr-only">Verified business</span>
    </span>
  );
}
