import { SearchX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-state';
import type { useSearchPreviewQuery } from '@/features/search/api/search.queries';
import { DegradedAlert } from '@/features/search/components/DegradedAlert';
import { HitListSkeleton, SearchResultsSection } from '@/features/search/components/SearchResultsSection';
import { sectionList } from '@/features/search/search-sections';
import { cn } from '@/lib/cn';

// The All tab: each section's first hits, 'See all' where there are more, the sections with nothing
// named in one line, and the ones that did not answer in time said so.
export function SearchAllResults({ query }: { query: ReturnType<typeof useSearchPreviewQuery> }) {
  const data = query.data;
  if (query.isPending) {
    return (
      <div aria-busy="true" className="grid gap-4">
        <p role="status" className="sr-only">
          Searching…
        </p>
        {[3, 2].map((rows, index) => (
          <div key={index} className="rounded-xl border bg-card">
            <HitListSkeleton rows={rows} />
          </div>
        ))}
      </div>
    );
  }
  if (!data || (query.isError && !query.isPlaceholderData)) {
    return <QueryError title="Search couldn't be loaded." retrying={query.isRefetching} onRetry={() => void query.refetch()} />;
  }

  const found = data.sections.filter((section) => section.hits.length > 0);
  const missing = data.sections.filter((section) => section.hits.length === 0 && !data.degraded.includes(section.type)).map((section) => section.type);
  return (
    <div className={cn('grid gap-4 transition-opacity', query.isPlaceholderData && 'opacity-60')} data-testid="search-all">
      {data.degraded.length > 0 ? <DegradedAlert types={data.degraded} retrying={query.isFetching} onRetry={() => void query.refetch()} /> : null}
      {found.length === 0 ? (
        <EmptyState
          icon={SearchX}
          titleAs="h2"
          title={`No results for “${data.query}”`}
          description={data.degraded.length > 0 ? 'Nothing in the sections that answered.' : 'Check the spelling, or try fewer or different words.'}
          className="bg-card py-14"
        />
      ) : (
        found.map((section) => <SearchResultsSection key={section.type} section={section} query={data.query} />)
      )}
      {found.length > 0 && missing.length > 0 ? <p className="px-1 text-sm text-muted-foreground">No matches in {sectionList(missing)}.</p> : null}
    </div>
  );
}
