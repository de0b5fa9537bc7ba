import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

type CheckListProps = {
  items: readonly string[];
  // The list's spacing and text ('grid gap-2 text-sm'), and a line's ('flex items-start gap-2').
  className: string;
  itemClassName: string;
  // A hero's points: the tick sits in a round mark of these colours ('bg-brand-soft text-brand-strong').
  mark?: string;
  'aria-label'?: string;
};

// What a plan or a placement includes, or a hero's selling points, a tick before each line.
export function CheckList({ items, className, itemClassName, mark, 'aria-label': label }: CheckListProps) {
  return (
    <ul className={className} aria-label={label}>
      {items.map((line) => (
        <li key={line} className={itemClassName}>
          {mark ? (
            <span className={cn('mt-0.5 grid size-5 shrink-0 place-items-center rounded-full', mark)}>
              <Check className="size-3" aria-hidden="true" />
            </span>
          ) : (
            <Check className="mt-0.5 size-4 shrink-0 text-brand-strong" aria-hidden="true" />
          )}
          {line}
        </li>
      ))}
    </ul>
  );
}
