import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
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
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="listing-skeletons">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} className="overflow-hidden" data-testid="listing-skeleton">
          <Skeleton className="aspect-[3/2] w-full rounded-none" />
          <div className="grid gap-2.5 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-6 w-24" />
            <Skeleton className="h-3.5 w-1/2" />
            <Skeleton className="h-3.5 w-full" />
            <div className="grid grid-cols-2 gap-2 pt-1">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          </div>
        </Card>
      ))}
    </div>
  );
}
