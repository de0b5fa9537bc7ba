import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type SpinnerProps = ComponentProps<'svg'> & { label?: string };

// Decorative unless given a label; pair it with visible text where possible.
export function Spinner({ className, label, ...props }: SpinnerProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('size-5 animate-spin-slow text-brand', className)}
      {...props}
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="2.5" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
