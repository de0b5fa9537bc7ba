import { Skeleton, SkeletonMedia } from '@/components/ui/skeleton';

// Shown while a page's code loads; same outline as PageHeader + a card, so nothing shifts.
export function PageSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading page">
      <SkeletonMedia
        media="hidden size-11 rounded-xl sm:block"
        bars={['h-8 w-56', 'h-4 w-full max-w-md']}
        className="flex items-start gap-4 pb-6"
        barsClassName="grid flex-1 gap-2.5"
      />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}
