import { Skeleton } from '@/components/ui/skeleton';

// The list's shape while it loads: a title, two lines of text, a badge and a byline per row.
export function ThreadRowSkeletons({ count = 5 }: { count?: number }) {
  return (
    <div className="divide-y rounded-xl border bg-card shadow-card">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex gap-3 px-4 py-4 sm:gap-4 sm:px-5">
          <Skeleton className="mt-0.5 hidden size-10 shrink-0 rounded-full xs:block" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4.5 w-3/4" />
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3.5 w-5/6" />
            <div className="flex gap-1.5 pt-0.5">
              <Skeleton className="h-5 w-28 rounded-full" />
              <Skeleton className="h-5 w-14 rounded-full" />
            </div>
            <Skeleton className="h-3.5 w-40" />
          </div>
          <div className="hidden w-32 shrink-0 grid-cols-2 gap-3 sm:grid">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
        </div>
      ))}
    </div>
  );
}
