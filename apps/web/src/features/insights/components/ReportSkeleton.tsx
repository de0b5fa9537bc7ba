import { Skeleton, SkeletonBars, SkeletonList } from '@/components/ui/skeleton';

// The shape of a report while it loads: the four headline cards, the two job charts, the regions and the gear table.
export function ReportSkeleton() {
  return (
    <div className="grid gap-4">
      <SkeletonList count={4} className="grid grid-cols-2 gap-3 lg:grid-cols-4" bar="h-28 rounded-xl" />
      <SkeletonBars bars={['h-80 rounded-xl', 'h-80 rounded-xl']} className="grid gap-4 lg:grid-cols-2" />
      <Skeleton className="h-64 rounded-xl" />
      <Skeleton className="h-72 rounded-xl" />
    </div>
  );
}
