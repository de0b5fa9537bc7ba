import { Building2, Disc3, Factory, GraduationCap, Headphones, Mic, SlidersHorizontal, type LucideIcon } from 'lucide-react';
import { Waveform } from '@/components/brand/Waveform';
import { cn } from '@/lib/cn';

type Note = { label: string; icon: LucideIcon; line: number; place: string };

// Roles sit on the stave like notes: `line` is 0 (top) to 4 (bottom); `place` positions them
// horizontally (left-anchored on the left, right-anchored on the right so narrow screens fit).
const NOTES: readonly Note[] = [
  { label: 'Record labels', icon: Disc3, line: 0, place: 'left-[44%]' },
  { label: 'Producers', icon: SlidersHorizontal, line: 1, place: 'left-[24%]' },
  { label: 'Venues', icon: Building2, line: 1, place: 'right-[6%]' },
  { label: 'Educators', icon: GraduationCap, line: 2, place: 'right-[14%]' },
  { label: 'Musicians', icon: Mic, line: 3, place: 'left-[30%]' },
  { label: 'Manufacturers', icon: Factory, line: 3, place: 'right-[4%] max-sm:hidden' },
  { label: 'Sound engineers', icon: Headphones, line: 4, place: 'left-[22%] sm:left-[48%]' },
];

const LINE_TOPS = ['top-[10%]', 'top-[30%]', 'top-[50%]', 'top-[70%]', 'top-[90%]'] as const;

export function HeroArt({ className }: { className?: string }) {
  return (
    <figure
      className={cn(
        'relative overflow-hidden rounded-3xl border border-white/5 bg-ink p-5 dark:border-white/10 dark:bg-card text-ink-foreground shadow-raised sm:p-7',
        className,
      )}
    >
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand/25 blur-3xl" />
      <figcaption className="relative text-xs font-medium tracking-[0.14em] text-ink-foreground/60 uppercase">One network · every role</figcaption>

      <div className="relative mt-6 h-56 sm:h-64" aria-hidden="true">
        {LINE_TOPS.map((top) => (
          <span key={top} className={cn('absolute inset-x-0 h-px bg-ink-foreground/15', top)} />
        ))}
        <span className="absolute top-[10%] right-0 h-[80%] w-px bg-ink-foreground/25" />
        <span className="absolute top-[10%] right-1.5 h-[80%] w-[3px] bg-ink-foreground/25" />
        {/* The Stave clef opens the line, as a clef opens a score. */}
        <svg viewBox="0 0 40 100" className="absolute top-0 left-0 h-full text-brand" fill="none">
          <path
            d="M30 16c-6-9-24-7-24 6 0 16 27 13 27 34 0 17-19 21-28 11"
            stroke="currentColor"
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="30" cy="16" r="4.5" fill="currentColor" />
        </svg>
        {NOTES.map(({ label, icon: Icon, line, place }) => (
          <span
            key={label}
            className={cn(
              'absolute inline-flex -translate-y-1/2 items-center gap-1.5 rounded-full border border-white/10 bg-[oklch(0.27_0.03_268)] py-1 pr-3 pl-1 text-xs font-medium whitespace-nowrap shadow-[0_6px_16px_-6px_rgb(0_0_0/0.6)] sm:text-[13px]',
              LINE_TOPS[line],
              place,
            )}
          >
            <span className="grid size-5 place-items-center rounded-full bg-brand text-brand-foreground sm:size-6">
              <Icon className="size-3 sm:size-3.5" />
            </span>
            {label}
          </span>
        ))}
      </div>

      <div className="relative mt-6 flex items-center gap-4 rounded-2xl bg-white/[0.04] px-4 py-3">
        <Waveform className="h-9 flex-1 text-brand/80" bars={56} />
      </div>
    </figure>
  );
}
