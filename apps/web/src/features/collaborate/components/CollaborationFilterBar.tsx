import type { PopularGenre } from '@stave/contracts';
import { Check, SlidersHorizontal, X } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SearchInput } from '@/components/ui/search-input';
import { SkeletonList } from '@/components/ui/skeleton';
import { useSearchTerm } from '@/hooks/useSearchTerm';
import { cn } from '@/lib/cn';
import { activeFilterCount, hasGenre, type CollaborationFilters } from '../collaboration-filters';

type CollaborationFilterBarProps = {
  filters: CollaborationFilters;
  genres: PopularGenre[] | undefined;
  panelOpen: boolean;
  onPanelOpen: (open: boolean) => void;
  onSearch: (term: string) => void;
  onGenre: (genre: string, on: boolean) => void;
  onToggle: (key: 'remote' | 'paid', on: boolean) => void;
  onClear: () => void;
};

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex w-fit cursor-pointer items-center gap-2 text-sm font-medium">
      <input type="checkbox" className="size-4 accent-[var(--color-brand-strong)]" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

// The search box, the Filters button with the count of active filters, and its panel
// (genre chips, Remote only, Paid opportunities only, Clear Filters).
export function CollaborationFilterBar({ filters, genres, panelOpen, onPanelOpen, onSearch, onGenre, onToggle, onClear }: CollaborationFilterBarProps) {
  const searchId = useId();
  const panelId = useId();
  const search = useSearchTerm(filters.search, onSearch);
  const active = activeFilterCount(filters);
  // Chosen genres stay on show even when no open call uses them any more.
  const offered = [
    ...(genres ?? []).map((entry) => entry.genre),
    ...filters.genres.filter((genre) => !genres?.some((entry) => entry.genre.toLowerCase() === genre.toLowerCase())),
  ];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search.flush();
  };

  return (
    <Card className="grid grid-cols-1 gap-3 p-3 sm:p-4">
      <div className="flex gap-2">
        <form role="search" aria-label="Search collaborations" onSubmit={submit} className="min-w-0 flex-1">
          <label htmlFor={searchId} className="sr-only">
            Search collaborations
          </label>
          <SearchInput id={searchId} name="q" value={search.term} onChange={(event) => search.change(event.target.value)} placeholder="Search..." />
        </form>
        <Button
          variant={panelOpen ? 'secondary' : 'outline'}
          onClick={() => onPanelOpen(!panelOpen)}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          className="shrink-0"
        >
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {active > 0 ? (
            <span
              className="grid h-5 min-w-5 place-items-center rounded-full bg-brand px-1.5 text-xs font-semibold text-brand-foreground"
              data-testid="filter-count"
            >
              <span className="sr-only">(</span>
              {active}
              <span className="sr-only"> active)</span>
            </span>
          ) : null}
        </Button>
      </div>
      <div id={panelId} hidden={!panelOpen} className="grid gap-4 border-t pt-3" data-testid="filter-panel">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-semibold">Genres</legend>
          {genres === undefined ? (
            <SkeletonList count={8} className="flex flex-wrap gap-1.5" aria-hidden="true" bar="h-8 w-16 rounded-full" />
          ) : (
            <ul className="flex flex-wrap gap-1.5">
              {offered.map((genre) => {
                const on = hasGenre(filters, genre);
                return (
                  <li key={genre}>
                    <button
                      type="button"
                      aria-pressed={on}
                      onClick={() => onGenre(genre, !on)}
                      className={cn(
                        'inline-flex h-8 items-center gap-1 rounded-full border px-3 text-[13px] font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                        on ? 'border-transparent bg-primary text-primary-foreground' : 'bg-card hover:bg-accent',
                      )}
                    >
                      {on ? <Check className="size-3.5" aria-hidden="true" /> : null}
                      {genre}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Toggle label="Remote only" checked={filters.remote} onChange={(on) => onToggle('remote', on)} />
            <Toggle label="Paid opportunities only" checked={filters.paid} onChange={(on) => onToggle('paid', on)} />
          </div>
          <ActionButton icon={X} variant="ghost" size="sm" onClick={onClear} disabled={active === 0} label="Clear Filters" />
        </div>
      </div>
    </Card>
  );
}
