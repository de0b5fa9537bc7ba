import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export type IconCard = { icon: LucideIcon; title: string; body: string };

// Who a page speaks to, a small card each: an icon beside the title, a line under it. `className` lays out the grid.
export function IconCards({ cards, className }: { cards: Readonly<Record<string, IconCard>>; className: string }) {
  return (
    <ul className={cn('grid gap-4', className)}>
      {Object.entries(cards).map(([key, { icon: Icon, title, body }]) => (
        <li key={key} className="rounded-2xl border bg-card p-5 shadow-card">
          <div className="flex items-center gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand-strong">
              <Icon className="size-[18px]" aria-hidden="true" />
            </span>
            <h3 className="text-[15px] font-semibold tracking-tight">{title}</h3>
          </div>
          <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{body}</p>
        </li>
      ))}
    </ul>
  );
}

type FeatureTilesProps = {
  tiles: readonly IconCard[];
  // The grid's columns ('sm:grid-cols-2 lg:grid-cols-3').
  className: string;
  // More room in each tile (the landing page's).
  roomy?: boolean;
  'aria-label'?: string;
};

// What a page offers, as tiles joined by hairlines: a dark icon, the title and a line.
export function FeatureTiles({ tiles, className, roomy = false, 'aria-label': label }: FeatureTilesProps) {
  return (
    <ul className={cn('grid gap-px overflow-hidden rounded-2xl border bg-border', className)} aria-label={label}>
      {tiles.map(({ icon: Icon, title, body }) => (
        <li key={title} className={cn('bg-card p-6', roomy && 'sm:p-7')}>
          <span className="grid size-10 place-items-center rounded-xl bg-ink text-brand">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className={cn('text-base font-semibold tracking-tight', roomy ? 'mt-5' : 'mt-4')}>{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{body}</p>
        </li>
      ))}
    </ul>
  );
}
