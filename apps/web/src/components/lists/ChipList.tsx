import { cn } from '@/lib/cn';

type ChipListProps = { items: readonly string[]; shown: number; label: string; tone?: 'default' | 'brand' };

// A card's skills or genres: the first `shown` as chips, then '+N' for the rest.
export function ChipList({ items, shown, label, tone = 'default' }: ChipListProps) {
  if (items.length === 0) return null;
  const extra = items.length - shown;
  const chip = cn(
    'rounded-full border px-2.5 py-0.5 text-xs font-medium',
    tone === 'brand' ? 'border-brand/25 bg-brand-soft text-brand-strong' : 'bg-secondary text-secondary-foreground',
  );
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {items.slice(0, shown).map((item) => (
        <li key={item} className={chip}>
          {item}
        </li>
      ))}
      {extra > 0 ? (
        <li className="rounded-full px-1.5 py-0.5 text-xs font-medium text-muted-foreground" aria-label={`and ${extra} more`}>
          +{extra}
        </li>
      ) : null}
    </ul>
  );
}
