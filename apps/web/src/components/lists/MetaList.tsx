import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

// A card's small facts in a row (where, when, how much), each led by its icon.
export function MetaList({ className, children }: { className?: string; children: ReactNode }) {
  return <ul className={cn('text-[13px] text-muted-foreground', className ?? 'flex flex-wrap gap-x-4 gap-y-1')}>{children}</ul>;
}

export function MetaItem({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-1.5">
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{children}</span>
    </li>
  );
}
