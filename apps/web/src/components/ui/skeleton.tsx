import { Fragment, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}

// One bar per class list (its height, width and shape), in a box laid out by `className`: a title and two lines
// of text, a row of buttons.
export function SkeletonBars({ bars, className }: { bars: readonly string[]; className?: string }) {
  return (
    <div className={className}>
      {bars.map((bar, index) => (
        <Skeleton key={index} className={bar} />
      ))}
    </div>
  );
}

// An avatar or thumbnail beside bars of text: the row most cards and list items start with.
export function SkeletonMedia({
  media,
  bars,
  className,
  barsClassName,
}: {
  media: string;
  bars: readonly string[];
  className?: string;
  barsClassName?: string;
}) {
  return (
    <div className={className}>
      <Skeleton className={media} />
      <SkeletonBars bars={bars} className={barsClassName} />
    </div>
  );
}

// `count` copies of one placeholder (or of one bar, its class list in `bar`), in a box laid out like the list it
// stands for.
export function SkeletonList({
  count,
  bar,
  children,
  ...props
}: ComponentProps<'div'> & { count: number } & ({ bar: string } | { bar?: never; children: ReactNode })) {
  return (
    <div {...props}>
      {Array.from({ length: count }, (_, index) => (
        <Fragment key={index}>{bar === undefined ? children : <Skeleton className={bar} />}</Fragment>
      ))}
    </div>
  );
}
