import type { SearchHit, SearchSection } from '@stave/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SkeletonList, SkeletonMedia } from '@/components/ui/skeleton';
import { SECTION_ICONS, SearchHitRow } from '@/features/search/components/SearchHitRow';
import { SECTION_TEXT, seeAllText } from '@/features/search/search-sections';
import { hitPath, searchPath } from '@/features/search/search-url';

// A list of hits as the results page shows them (links, one per row).
export function HitList({ hits, query, label }: { hits: readonly SearchHit[]; query: string; label: string }) {
  return (
    <ul aria-label={label} className="grid divide-y p-1.5">
      {hits.map((hit) => (
        <li key={`${hit.type}-${hit.id}`} className="py-0.5">
          <SearchHitRow hit={hit} query={query} href={hitPath(hit.url) ?? searchPath({ q: query, type: hit.type })} />
        </li>
      ))}
    </ul>
  );
}

export function HitListSkeleton({ rows }: { rows: number }) {
  return (
    <SkeletonList count={rows} aria-hidden="true" className="grid gap-1 p-3">
      <SkeletonMedia
        media="size-11 shrink-0 rounded-full"
        bars={['h-3.5 w-2/5', 'h-3 w-3/5', 'h-3 w-4/5']}
        className="flex items-start gap-3 px-1 py-2.5"
        barsClassName="grid flex-1 gap-2 pt-1"
      />
    </SkeletonList>
  );
}

// The All tab's card for one section: its first hits and, when there are more, 'See all N …'.
export function SearchResultsSection({ section, query }: { section: SearchSection; query: string }) {
  const { label } = SECTION_TEXT[section.type];
  const Icon = SECTION_ICONS[section.type];
  const headingId = `search-section-${section.type}`;
  return (
    <section aria-labelledby={headingId} data-testid={`search-section-${section.type}`} className="rounded-xl border bg-card text-card-foreground shadow-card">
      <h2 id={headingId} className="flex items-center gap-2 border-b px-4 py-3 text-[15px] font-semibold sm:px-5">
        <Icon className="size-4 text-brand-strong" aria-hidden="true" />
        {label} <span className="text-sm font-normal text-muted-foreground tabular-nums">{section.total.toLocaleString('en-GB')}</span>
      </h2>
      <HitList hits={section.hits} query={query} label={label} />
      {section.total > section.hits.length ? (
        <div className="border-t px-4 py-2.5 sm:px-5">
          <Link
            to={searchPath({ q: query, type: section.type })}
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {seeAllText(section.type, section.total)}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      ) : null}
    </section>
  );
}
