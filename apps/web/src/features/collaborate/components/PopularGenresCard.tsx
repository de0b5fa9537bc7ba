import type { PopularGenre } from '@stave/contracts';
import { TrendingUp } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { SkeletonList } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

// The card shows the first 10 (the contracts' POPULAR_GENRES_SHOWN, restated: a value
// import would pull zod in).
const SHOWN = 10;

type PopularGenresCardProps = { genres: PopularGenre[] | undefined; isChosen: (genre: string) => boolean; onPick: (genre: string) => void };

// Popular Genres: clicking one adds it to the filter and opens the panel.
export function PopularGenresCard({ genres, isChosen, onPick }: PopularGenresCardProps) {
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold">
        <TrendingUp className="size-4 text-brand-strong" aria-hidden="true" />
        Popular Genres
      </h2>
      {genres === undefined ? (
        <SkeletonList count={5} className="mt-3 grid gap-2" aria-hidden="true" bar="h-7 w-full" />
      ) : (
        <ul className="mt-2 grid" aria-label="Popular genres: add one to the filter">
          {genres.slice(0, SHOWN).map(({ genre, count }) => (
            <li key={genre}>
              <button
                type="button"
                onClick={() => onPick(genre)}
                className={cn(
                  '-mx-2 flex w-[calc(100%+1rem)] items-center justify-between rounded-md px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  isChosen(genre) && 'font-semibold text-brand-strong',
                )}
              >
                <span>{genre}</span>
                {count > 0 ? (
                  <span className="text-xs text-muted-foreground tabular-nums">
                    <span className="sr-only">, </span>
                    {count}
                    <span className="sr-only"> open</span>
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
