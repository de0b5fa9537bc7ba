import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonBars, SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

// The cards' grid: one column on a phone, up to three on a wide screen.
export function ListingGrid({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3', className)}>
      {children}
    </ul>
  );
}

// 6 while Browse loads, 3 on 'Your Listings'.
export function ListingCardSkeletons({ count }: { count: number }) {
  return (
    <SkeletonList count={count} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="listing-skeletons">
      <Card className="overflow-hidden" data-testid="listing-skeleton">
        <Skeleton className="aspect-[3/2] w-full rounded-none" />
        <div className="grid gap-2.5 p-4">
          <SkeletonBars bars={['h-5 w-3/4', 'h-6 w-24', 'h-3.5 w-1/2', 'h-3.5 w-full']} className="grid gap-2.5" />
          <SkeletonBars bars={['h-10', 'h-10']} className="grid grid-cols-2 gap-2 pt-1" />
        </div>
      </Card>
    </SkeletonList>
  );
}
