import { Card } from '@/components/ui/card';
import { SkeletonBars, SkeletonList, SkeletonMedia } from '@/components/ui/skeleton';

export function CollaborationCardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <SkeletonList count={count} className="grid gap-4">
      <Card className="grid gap-3 p-4 sm:p-5">
        <SkeletonMedia media="size-10 rounded-full" bars={['h-3.5 w-32', 'h-3 w-24']} className="flex items-center gap-3" barsClassName="grid flex-1 gap-1.5" />
        <SkeletonBars bars={['h-5 w-2/3', 'h-3.5 w-full', 'h-3.5 w-5/6', 'h-14 w-full rounded-xl']} className="grid gap-3" />
        <SkeletonBars bars={['h-10 w-48', 'h-10 w-24']} className="flex gap-2 pt-1" />
      </Card>
    </SkeletonList>
  );
}
