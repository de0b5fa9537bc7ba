import type { SearchType } from '@stave/contracts';
import { SearchX, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { PageButtons } from '@/components/pagination/PageButtons';
import { useSearchSectionQuery } from '@/features/search/api/search.queries';
import { HitList, HitListSkeleton } from '@/features/search/components/SearchResultsSection';
import { SECTION_TEXT, sectionCount } from '@/features/search/search-sections';
import { SEARCH_PAGE_SIZE, totalPages } from '@/features/search/search-url';
import { cn } from '@/lib/cn';

type SearchSectionResultsProps = { q: string; type: SearchType; page: number; onPage: (page: number) => void };

// One section's tab: its hits a page at a time, with numbered pages as the marketplace has them.
export function SearchSectionResults({ q, type, page, onPage }: SearchSectionResultsProps) {
  const query = useSearchSectionQuery(q, type, page);
  const section = query.data?.sections.find((candidate) => candidate.type === type);
  const degraded = query.data?.degraded.includes(type) ?? false;
  const refreshing = query.isPlaceholderData;
  const { label, many } = SECTION_TEXT[type];
  const hits = section?.hits ?? [];
  const pastTheEnd = section !== undefined && hits.length === 0 && section.total > 0 && page > 1;
  const turn = (next: number) => {
    onPage(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <section aria-labelledby="search-section-heading" className="grid gap-4" data-testid="search-section-results">
      <h2 id="search-section-heading" aria-live="polite" className="flex items-center gap-2 text-sm font-semibold" data-testid="search-section-count">
        {query.isPending ? `Searching ${many}…` : degraded ? label : `${sectionCount(type, section?.total ?? 0)} for “${query.data?.query ?? q}”`}
        {refreshing ? <Spinner className="size-4" /> : null}
      </h2>
      {query.isPending ? (
        <div aria-busy="true" className="rounded-xl border bg-card">
          <HitListSkeleton rows={4} />
        </div>
      ) : query.isError && !query.data ? (
        <QueryError title="Search couldn't be loaded." retrying={query.isRefetching} onRetry={() => void query.refetch()} />
      ) : degraded ? (
        <EmptyState
          icon={TriangleAlert}
          tone="error"
          title={`${label} didn't answer in time.`}
          description="Try again in a moment."
          action={
            <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
              Try again
            </Button>
          }
          className="bg-card py-14"
        />
      ) : hits.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={pastTheEnd ? 'No more results' : `No ${many} match “${query.data?.query ?? q}”`}
          description={pastTheEnd ? 'There are fewer pages than this link asks for.' : 'Check the spelling, or try fewer or different words.'}
          action={
            pastTheEnd ? (
              <Button variant="outline" onClick={() => turn(1)}>
                Back to page 1
              </Button>
            ) : null
          }
          className="bg-card py-14"
        />
      ) : (
        <div className={cn('grid gap-6 transition-opacity', refreshing && 'opacity-60')}>
          <div className="rounded-xl border bg-card shadow-card">
            <HitList hits={hits} query={query.data?.query ?? q} label={label} />
          </div>
          <PageButtons page={page} totalPages={totalPages(section?.total ?? 0, section?.limit ?? SEARCH_PAGE_SIZE)} onPage={turn} label={`${label} pages`} />
        </div>
      )}
    </section>
  );
}
