import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// The Stave mark: an S-shaped clef drawn across the five lines of a stave. Same drawing as
// public/favicon.svg.
export function StaveMark({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 32 32" fill="none" aria-hidden="true" className={cn('size-8 shrink-0', className)} {...props}>
      <rect width="32" height="32" rx="8" className="fill-ink dark:fill-[oklch(0.26_0.03_268)]" />
      <path d="M5.5 10h21M5.5 13h21M5.5 16h21M5.5 19h21M5.5 22h21" stroke="#f4efe6" strokeOpacity=".32" strokeWidth="1.1" strokeLinecap="round" />
      <path
        d="M20.6 8.4c-2.5-2-8.4-1.6-8.4 2.4 0 4.6 8.6 3.9 8.6 9.1 0 4.3-6 5-9 2.6"
        stroke="#eba53f"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="20.6" cy="8.4" r="1.9" fill="#eba53f" />
    </svg>
  );
}
