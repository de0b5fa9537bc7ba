import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// One offer in a row of them (a plan, an advertising tier), as a list item; `highlighted` rings the one recommended or
// chosen.
export function OfferCard({ highlighted, className, ...props }: ComponentProps<'li'> & { highlighted: boolean }) {
  return (
    <li
      className={cn('flex flex-col rounded-2xl border bg-card p-6 shadow-card', highlighted && 'border-brand shadow-raised ring-1 ring-brand', className)}
      {...props}
    />
  );
}
