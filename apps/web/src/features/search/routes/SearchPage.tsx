import { History, Search, TriangleAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/PageHeader';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth';
import { useSearchPreviewQuery } from '@/features/search/api/search.queries';
import { SearchAllResults } from '@/features/search/components/SearchAllResults';
import { SearchSectionResults } from '@/features/search/components/SearchSectionResults';
import { useRecentSearches } from '@/features/search/hooks/useRecentSearches';
import { SEARCH_QUERY_MAX, SEARCH_SECTIONS, SECTION_TEXT, isSearchType } from '@/features/search/search-sections';
import { readSearchLocation, searchPath, toSearchParams, type SearchLocation } from '@/features/search/search-url';
import { useSearchTerm } from '@/hooks/useSearchTerm';

const ALL = 'all';

// With no query yet: what can be found, and the member's recent searches.
function SearchIntro({ recent, onClear }: { recent: readonly string[]; onClear: () => void }) {
  return (
    <div className="grid gap-6">
      {recent.length > 0 ? (
        <section aria-labelledby="recent-searches-heading" className="rounded-xl border bg-card p-4 shadow-card sm:p-5">
          <div className="flex items-center justify-between gap-3">
            <h2 id="recent-searches-heading" className="text-sm font-semibold">
              Recent searches
            </h2>
            <Button variant="ghost" size="sm" onClick={onClear} aria-label="Clear recent searches">
              Clear
            </Button>
          </div>
          <ul className="mt-3 flex flex-wrap gap-2">
            {recent.map((term) => (
              <li key={term}>
                <Link
                  to={searchPath({ q: term })}
                  className="inline-flex max-w-full items-center gap-1.5 rounded-full border bg-secondary px-3 py-1 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  <History className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="truncate">{term}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="text-sm text-muted-foreground">
        Search by name, skill, genre, place, words in a post, a job, an event, a collaboration call or a piece of gear.
      </p>
    </div>
  );
}

// /search?q=&type=&page=: the query in a box, a tab for All and one per section with its count;
// All shows each section's first hits, a section's tab its hits page by page. All of it in the URL.
export function SearchPage() {
  const { user } = useAuth();
  const recent = useRecentSearches(user?.id ?? null);
  const [params, setParams] = useSearchParams();
  const { q, type, page } = readSearchLocation(params);

  // From the URL as it is now (not at the last render); a change that changes nothing is dropped (a tab
  // reports its choice on mousedown and again on focus). Typing replaces the entry; a choice is a step
  // Back can undo.
  const go = (next: SearchLocation, replace = false) => {
    const current = toSearchParams(readSearchLocation(new URLSearchParams(window.location.search))).toString();
    const target = toSearchParams(next);
    if (target.toString() !== current) setParams(target, { replace });
  };
  const field = useSearchTerm(q, (term) => go({ q: term, type, page: 1 }, true));
  const preview = useSearchPreviewQuery(q);
  const counts = preview.data && preview.data.query === q ? preview.data : undefined;

  return (
    <>
      <title>{q ? `${q} · Search · Stave` : 'Search · Stave'}</title>
      <PageHeader icon={Search} title="Search" description={q ? <>Results for “{q}”</> : 'People, posts, jobs, events, collaborations and gear on Stave.'} />
      <form
        role="search"
        className="flex gap-2 pb-6"
        onSubmit={(event) => {
          event.preventDefault();
          field.flush();
          recent.add(field.term);
        }}
      >
        <label htmlFor="search-page-query" className="sr-only">
          Search Stave
        </label>
        <SearchInput
          id="search-page-query"
          wrapperClassName="min-w-0 flex-1"
          className="h-11"
          value={field.term}
          onChange={(event) => field.change(event.target.value)}
          maxLength={SEARCH_QUERY_MAX}
          placeholder="Search people, posts, jobs, events, gear…"
          autoComplete="off"
          autoFocus={!q}
        />
        <Button type="submit" className="h-11">
          Search
        </Button>
      </form>

      {!q ? (
        <SearchIntro recent={recent.searches} onClear={recent.clear} />
      ) : (
        <Tabs value={type ?? ALL} onValueChange={(next) => go({ q, type: isSearchType(next) ? next : undefined, page: 1 })} className="min-w-0">
          <TabsList aria-label="Sections" className="flex h-auto w-full flex-wrap justify-start sm:inline-flex sm:h-10 sm:w-auto sm:flex-nowrap">
            <TabsTrigger value={ALL} className="h-8 flex-1 sm:h-full sm:flex-none">
              All
            </TabsTrigger>
            {SEARCH_SECTIONS.map((section) => {
              const total = counts?.sections.find((candidate) => candidate.type === section)?.total;
              const degraded = counts?.degraded.includes(section) ?? false;
              return (
                <TabsTrigger key={section} value={section} className="h-8 flex-1 sm:h-full sm:flex-none" data-testid={`search-tab-${section}`}>
                  {SECTION_TEXT[section].label}{' '}
                  {degraded ? (
                    <TriangleAlert className="size-3.5 text-brand-strong" aria-label="didn't answer" />
                  ) : total !== undefined ? (
                    <span className="rounded-full bg-background/80 px-1.5 text-[11px] leading-4 font-semibold tabular-nums">
                      {total.toLocaleString('en-GB')}
                    </span>
                  ) : null}
                </TabsTrigger>
              );
            })}
          </TabsList>
          <TabsContent value={ALL}>{type ? null : <SearchAllResults query={preview} />}</TabsContent>
          {SEARCH_SECTIONS.map((section) => (
            <TabsContent key={section} value={section}>
              {type === section ? <SearchSectionResults q={q} type={section} page={page} onPage={(next) => go({ q, type: section, page: next })} /> : null}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </>
  );
}
