import { Skeleton } from '@/components/ui/skeleton';

// Shown while a page's code loads; same outline as PageHeader + a card, so nothing shifts.
export function PageSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading page">
      <div className="flex items-start gap-4 pb-6">
        <Skeleton className="hidden size-11 rounded-xl sm:block" />
        <div className="grid flex-1 gap-2.5">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-4 w-full max-w-md" />
        </div>
      </div>
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}
