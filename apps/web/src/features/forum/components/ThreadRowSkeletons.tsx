import { Skeleton, SkeletonBars, SkeletonList } from '@/components/ui/skeleton';

// The list's shape while it loads: a title, two lines of text, a badge and a byline per row.
export function ThreadRowSkeletons({ count = 5 }: { count?: number }) {
  return (
    <SkeletonList count={count} className="divide-y rounded-xl border bg-card shadow-card">
      <div className="flex gap-3 px-4 py-4 sm:gap-4 sm:px-5">
        <Skeleton className="mt-0.5 hidden size-10 shrink-0 rounded-full xs:block" />
        <div className="grid flex-1 gap-2">
          <SkeletonBars bars={['h-4.5 w-3/4', 'h-3.5 w-full', 'h-3.5 w-5/6']} className="grid gap-2" />
          <SkeletonBars bars={['h-5 w-28 rounded-full', 'h-5 w-14 rounded-full']} className="flex gap-1.5 pt-0.5" />
          <Skeleton className="h-3.5 w-40" />
        </div>
        <SkeletonBars bars={['h-9', 'h-9']} className="hidden w-32 shrink-0 grid-cols-2 gap-3 sm:grid" />
      </div>
    </SkeletonList>
  );
}
