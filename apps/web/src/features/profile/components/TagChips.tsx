import { cn } from '@/lib/cn';

export function TagChips({ items, tone = 'default', label }: { items: readonly string[]; tone?: 'default' | 'brand'; label: string }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {items.map((item) => (
        <li
          key={item}
          className={cn(
            'rounded-full border px-3 py-1 text-[13px] font-medium',
            tone === 'brand' ? 'border-brand/25 bg-brand-soft text-brand-strong' : 'bg-secondary text-secondary-foreground',
          )}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
