import { Card } from '@/components/ui/card';
import { SkeletonBars, SkeletonMedia } from '@/components/ui/skeleton';

export function PostCardSkeleton() {
  return (
    <Card className="p-4 sm:p-5" data-testid="post-skeleton">
      <SkeletonMedia
        media="size-11 rounded-full"
        bars={['h-4 w-40', 'h-3 w-24']}
        className="flex items-center gap-3"
        barsClassName="grid grid-cols-1 flex-1 gap-2"
      />
      <SkeletonBars bars={['h-4 w-full', 'h-4 w-11/12', 'h-4 w-2/3']} className="mt-4 grid grid-cols-1 gap-2" />
      <SkeletonBars bars={['h-8 w-20', 'h-8 w-24', 'h-8 w-20']} className="mt-5 flex gap-3 border-t pt-3" />
    </Card>
  );
}
