import type { SearchResults } from '@stave/contracts';
import { ArrowRight, History, RefreshCw, Search, TriangleAlert } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { SkeletonList, SkeletonMedia } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { SearchHitRow } from '@/features/search/components/SearchHitRow';
import type { Preview, SearchOption } from '@/features/search/search-options';
import { SECTION_TEXT, degradedNote, seeAllText } from '@/features/search/search-sections';
import { cn } from '@/lib/cn';

export interface SearchPanelProps {
  listboxId: string;
  variant: 'header' | 'sheet';
  mode: 'recent' | 'results';
  recent: ReadonlyArray<Extract<SearchOption, { kind: 'recent' }>>;
  onClearRecent: () => void;
  // The answer shown (perhaps for the previous words while the next are being looked up: `stale`).
  results: SearchResults | undefined;
  preview: Preview | null;
  state: 'loading' | 'error' | 'ready';
  stale: boolean;
  retrying: boolean;
  onRetry: () => void;
  activeIndex: number;
  onChoose: (option: SearchOption, event: MouseEvent<HTMLAnchorElement>) => void;
  onHover: (index: number) => void;
}

const optionClass = 'scroll-my-1 outline-none aria-selected:bg-accent aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-ring/70';
const headingClass = 'px-3 pt-2.5 pb-1 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase';

// The search box's list (loaded with the first focus of the box; the box keeps the state and the keys).
export function SearchPanel(props: SearchPanelProps) {
  const { listboxId, mode, recent, activeIndex, onChoose, onHover } = props;
  // Focus stays in the box: the options are links the arrow keys point at (aria-activedescendant).
  const optionProps = (option: SearchOption) => ({
    id: option.id,
    role: 'option',
    'aria-selected': option.index === activeIndex,
    tabIndex: -1,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => onChoose(option, event),
    onPointerMove: () => (option.index === activeIndex ? undefined : onHover(option.index)),
  });

  if (mode === 'recent') {
    return (
      <div className="p-1.5">
        <div className="flex items-center justify-between gap-2">
          <span id={`${listboxId}-label`} className={headingClass}>
            Recent searches
          </span>
          <button
            type="button"
            onClick={props.onClearRecent}
            aria-label="Clear recent searches"
            className="mr-1.5 rounded-md px-2 py-1 text-xs font-medium text-brand-strong hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            Clear
          </button>
        </div>
        <div role="listbox" id={listboxId} aria-labelledby={`${listboxId}-label`}>
          {recent.map((option) => (
            <Link key={option.id} to={option.href} {...optionProps(option)} className={cn(optionClass, 'flex items-center gap-3 rounded-lg px-3 py-2 text-sm')}>
              <History className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="truncate">{option.term}</span>
            </Link>
          ))}
        </div>
        {props.variant === 'header' ? <KeyHints /> : null}
      </div>
    );
  }

  const { results, preview, state, stale } = props;
  const query = results?.query ?? '';
  const note = results ? degradedNote(results.degraded) : null;
  return (
    <div className="p-1.5">
      {state === 'loading' ? (
        <SkeletonList count={3} aria-hidden="true" className="grid gap-1 p-1.5" data-testid="search-loading">
          <SkeletonMedia
            media="size-9 shrink-0 rounded-full"
            bars={['h-3.5 w-2/5', 'h-3 w-4/5']}
            className="flex items-center gap-3 px-1.5 py-1.5"
            barsClassName="grid flex-1 gap-1.5"
          />
        </SkeletonList>
      ) : null}
      {state === 'error' ? (
        <div className="flex flex-wrap items-center justify-between gap-2 px-3 py-3 text-sm" data-testid="search-error">
          <span className="flex items-center gap-2 text-muted-foreground">
            <TriangleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />
            Search isn't answering right now.
          </span>
          <button
            type="button"
            onClick={props.onRetry}
            disabled={props.retrying}
            className="inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1 text-xs font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
          >
            {props.retrying ? <Spinner className="size-3.5 text-current" /> : <RefreshCw className="size-3.5" aria-hidden="true" />}
            Retry
          </button>
        </div>
      ) : null}
      {state === 'ready' && preview && preview.groups.length === 0 ? (
        <p className="flex items-center justify-center gap-2 px-3 py-6 text-center text-sm text-muted-foreground" data-testid="search-empty">
          <Search className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">No results for “{query}”</span>
        </p>
      ) : null}
      <div
        role="listbox"
        id={listboxId}
        aria-label={query ? `Results for ${query}` : 'Results'}
        aria-busy={state === 'loading' || stale || undefined}
        className={cn('transition-opacity', stale && 'opacity-60')}
      >
        {state === 'ready' && preview
          ? preview.groups.map((group) => (
              <div key={group.type} role="group" aria-labelledby={`${listboxId}-${group.type}`}>
                <div role="presentation" id={`${listboxId}-${group.type}`} className={headingClass}>
                  {SECTION_TEXT[group.type].label}
                </div>
                {group.hits.map((option) => (
                  <SearchHitRow key={option.id} hit={option.hit} query={query} href={option.href} compact {...optionProps(option)} className={optionClass} />
                ))}
                {group.seeAll ? (
                  <Link
                    to={group.seeAll.href}
                    {...optionProps(group.seeAll)}
                    className={cn(optionClass, 'flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-[13px] font-medium text-brand-strong')}
                  >
                    {seeAllText(group.type, group.seeAll.total)}
                    <ArrowRight className="size-3.5" aria-hidden="true" />
                  </Link>
                ) : null}
              </div>
            ))
          : null}
        {state === 'ready' && preview?.allResults ? (
          <Link
            to={preview.allResults.href}
            {...optionProps(preview.allResults)}
            className={cn(optionClass, 'mt-1 flex items-center gap-2 rounded-lg border-t px-3 py-2.5 text-sm font-medium')}
          >
            <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="min-w-0 truncate">All results for “{query}”</span>
          </Link>
        ) : null}
      </div>
      {note ? (
        <p className="flex items-start gap-2 px-3 pt-1.5 pb-2 text-xs text-muted-foreground" data-testid="search-degraded">
          <TriangleAlert className="mt-px size-3.5 shrink-0 text-brand-strong" aria-hidden="true" />
          {note}
        </p>
      ) : null}
      {props.variant === 'header' && state === 'ready' && preview && preview.options.length > 0 ? <KeyHints /> : null}
    </div>
  );
}

// How the keys work, for the desktop box (a phone has none of them).
function KeyHints() {
  return (
    <p aria-hidden="true" className="hidden items-center gap-3 border-t px-3 pt-2 pb-1 text-[11px] text-muted-foreground lg:flex">
      <span>
        <Kbd>↑</Kbd> <Kbd>↓</Kbd> to move
      </span>
      <span>
        <Kbd>Enter</Kbd> to open
      </span>
      <span>
        <Kbd>Esc</Kbd> to close
      </span>
    </p>
  );
}

function Kbd({ children }: { children: string }) {
  return <kbd className="rounded border bg-muted px-1 py-px font-sans text-[10px] font-medium text-foreground">{children}</kbd>;
}
