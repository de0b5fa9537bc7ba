import type { Category } from '@stave/contracts';
import { AudioLines, Box, Disc3, Drum, Guitar, Mic, Music, Package, Piano, Speaker, Tag, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { QueryState, type QueryLike } from '@/components/ui/query-state';
import { SkeletonBars, SkeletonList } from '@/components/ui/skeleton';

// The seeded categories name their lucide icon (apps/marketplace categories.seed.ts); an unknown
// name gets a tag.
const ICONS: Record<string, LucideIcon> = {
  guitar: Guitar,
  speaker: Speaker,
  piano: Piano,
  drum: Drum,
  mic: Mic,
  'audio-lines': AudioLines,
  'disc-3': Disc3,
  music: Music,
  package: Package,
  box: Box,
};

const listingCount = (count: number) => (count === 1 ? '1 listing' : `${count.toLocaleString('en-GB')} listings`);

// Categories: a card per top-level category (8 skeletons while loading); choosing one
// shows Browse filtered by it.
export function CategoriesGrid({ query, onPick }: { query: QueryLike<Category[]>; onPick: (categoryId: number) => void }) {
  return (
    <QueryState
      query={query}
      loadingLabel="Loading categories..."
      loading={
        <SkeletonList count={8} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <Card className="grid gap-3 p-5" data-testid="category-skeleton">
            <SkeletonBars bars={['size-11 rounded-xl', 'h-5 w-2/3', 'h-3.5 w-full']} className="grid gap-3" />
          </Card>
        </SkeletonList>
      }
      error={{ title: "Categories couldn't be loaded." }}
    >
      {(categories) => (
        <ul aria-label="Categories" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {categories
            .filter((category) => category.parentId === null)
            .map((category) => {
              const Icon = (category.icon && ICONS[category.icon]) || Tag;
              return (
                <li key={category.id} className="grid">
                  <button
                    type="button"
                    onClick={() => onPick(category.id)}
                    className="group grid content-start gap-3 rounded-xl border bg-card p-5 text-left shadow-card transition-colors hover:border-brand/50 hover:bg-brand-soft/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    data-testid="category-card"
                  >
                    <span className="grid size-11 place-items-center rounded-xl bg-brand-soft text-brand-strong">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <span className="text-[15px] font-semibold">{category.name}</span>
                    {category.description ? <span className="text-sm text-muted-foreground">{category.description}</span> : null}
                    <span className="text-xs font-medium text-muted-foreground tabular-nums">{listingCount(category.listingCount)}</span>
                  </button>
                </li>
              );
            })}
        </ul>
      )}
    </QueryState>
  );
}
