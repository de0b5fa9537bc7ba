import { Card } from '@/components/ui/card';
import { SkeletonBars, SkeletonList } from '@/components/ui/skeleton';

export function JobCardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <SkeletonList count={count} className="grid gap-4">
      <Card className="grid gap-3 p-4 sm:p-5">
        <SkeletonBars bars={['h-5 w-12 rounded-full', 'h-5 w-16 rounded-full']} className="flex gap-1.5" />
        <SkeletonBars bars={['h-5 w-2/3', 'h-3.5 w-1/2', 'h-3.5 w-full', 'h-3.5 w-5/6']} className="grid gap-3" />
        <SkeletonBars bars={['h-10 w-24', 'h-10 w-20']} className="flex gap-2 pt-1" />
      </Card>
    </SkeletonList>
  );
}
