import { cn } from '@/lib/cn';

// Five evenly spaced rules: the stave motif, used sparingly behind hero and CTA blocks.
export function StaffLines({ className, gap = 14 }: { className?: string; gap?: number }) {
  return (
    <svg aria-hidden="true" className={cn('pointer-events-none w-full', className)} height={gap * 4 + 2} preserveAspectRatio="none">
      {[0, 1, 2, 3, 4].map((line) => (
        <line key={line} x1="0" x2="100%" y1={line * gap + 1} y2={line * gap + 1} stroke="currentColor" strokeWidth="1" />
      ))}
    </svg>
  );
}
