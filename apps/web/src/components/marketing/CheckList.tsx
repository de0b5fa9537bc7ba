import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

type CheckListProps = {
  items: readonly string[];
  // The list's spacing and text ('grid gap-2 text-sm'), and a line's ('flex items-start gap-2').
  className: string;
  itemClassName: string;
  'aria-label'?: string;
};

// What a plan or a placement includes, a tick before each line.
export function CheckList({ items, className, itemClassName, 'aria-label': label }: CheckListProps) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((line) => (
        <li key={line} className={itemClassName}>
          <Check className="mt-0.5 size-4 shrink-0 text-brand-strong" aria-hidden="true" />
          {line}
        </li>
      ))}
    </ul>
  );
}

type PointListProps = {
  items: readonly string[];
  className: string;
  // The round mark's colours ('bg-brand-soft text-brand-strong').
  markClassName: string;
  'aria-label'?: string;
};

// A hero's selling points, each after a round tick.
export function PointList({ items, className, markClassName, 'aria-label': label }: PointListProps) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((point) => (
        <li key={point} className="flex items-start gap-3">
          <span className={cn('mt-0.5 grid size-5 shrink-0 place-items-center rounded-full', markClassName)}>
            <Check className="size-3" aria-hidden="true" />
          </span>
          {point}
        </li>
      ))}
    </ul>
  );
}
