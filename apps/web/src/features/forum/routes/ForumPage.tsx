import { FORUM_CATEGORY_INFO, FORUM_SORTS, type ForumCategory } from '@stave/contracts';
import { MessageSquareText, Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ListPageHeader } from '@/components/lists/ListPageHeader';
import { ActionButton } from '@/components/ui/action-button';
import { SearchInput } from '@/components/ui/search-input';
import { useSearchTerm } from '@/hooks/useSearchTerm';
import { cn } from '@/lib/cn';
import { ROUTES, buildRoute } from '@/routes';
import { forumKeys, useForumCategoriesQuery } from '../api/forum.queries';
import { CategoriesCard } from '../components/CategoriesCard';
import { CategoryNav } from '../components/CategoryNav';
import { ThreadFormDialog } from '../components/ThreadFormDialog';
import { ThreadResults } from '../components/ThreadResults';
import { FORUM_SEARCH_MAX, SORT_LABELS, readForumFilters, toForumParams, withFilters, type ForumFilters, type ForumSort } from '../forum-url';

const sortClass =
  'inline-flex h-full items-center rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-card';

// /forum: threads by category (chips with their counts), most recently active or newest first, searched
// or narrowed to a tag; all of it in the URL. 'New thread' opens the form and, once posted, the thread.
export function ForumPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = readForumFilters(params);
  const categories = useForumCategoriesQuery();
  // A key per opening, so the form starts empty each time.
  const [composing, setComposing] = useState<number | null>(null);

  // From the URL as it is now (not at the last render); a change that changes nothing is dropped. Typing replaces
  // the history entry; a choice is a step Back can undo.
  const go = (next: ForumFilters, replace = false) => {
    const current = toForumParams(readForumFilters(new URLSearchParams(window.location.search))).toString();
    const target = toForumParams(next);
    if (target.toString() !== current) setParams(target, { replace });
  };
  // Committed a moment after typing stops: onto the URL as it is then (a chip chosen meanwhile stays chosen).
  const search = useSearchTerm(filters.search, (term) =>
    go(withFilters(readForumFilters(new URLSearchParams(window.location.search)), { search: term }), true),
  );
  const setSort = (sort: ForumSort) => go(withFilters(filters, { sort }));
  const clearTag = () => go(withFilters(filters, { tag: undefined }));
  const clearFilters = () => go(withFilters(filters, { search: '', tag: undefined }));
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search.flush();
  };

  const counts = categories.data
    ? (Object.fromEntries(categories.data.categories.map((category) => [category.id, category.threadCount])) as Partial<Record<ForumCategory, number>>)
    : undefined;
  const category = filters.category ? FORUM_CATEGORY_INFO[filters.category] : null;

  return (
    <>
      <ListPageHeader
        documentTitle={category ? `${category.label} · Forum · Stave` : 'Forum · Stave'}
        icon={MessageSquareText}
        title="Forum"
        description="Ask, answer and swap what you know with musicians, engineers, producers and everyone who works with them."
        actions={<ActionButton icon={Plus} onClick={() => setComposing(Date.now())} label="New thread" />}
        queryKey={forumKeys.root}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-4">
          <CategoryNav filters={filters} counts={counts} />
          {category ? (
            <p className="text-sm text-muted-foreground" data-testid="forum-category-description">
              <span className="font-medium text-foreground">{category.label}</span>: {category.description}
            </p>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <form role="search" aria-label="Search the forum" onSubmit={onSearch} className="min-w-0 flex-1">
              <label htmlFor="forum-search" className="sr-only">
                Search the forum
              </label>
              <SearchInput
                id="forum-search"
                name="q"
                value={search.term}
                onChange={(event) => search.change(event.target.value)}
                maxLength={FORUM_SEARCH_MAX}
                placeholder={category ? `Search ${category.label}` : 'Search titles and text'}
                autoComplete="off"
              />
            </form>
            <div role="group" aria-label="Sort threads" className="inline-flex h-10 w-fit shrink-0 items-center gap-1 rounded-lg bg-muted p-1">
              {FORUM_SORTS.map((sort) => (
                <button key={sort} type="button" aria-pressed={filters.sort === sort} className={sortClass} onClick={() => setSort(sort)}>
                  {SORT_LABELS[sort]}
                </button>
              ))}
            </div>
          </div>
          {filters.tag ? (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted-foreground">Tagged</span>
              <span className="inline-flex h-8 items-center gap-1 rounded-full border bg-secondary pr-1 pl-3 font-medium" data-testid="forum-tag-filter">
                #{filters.tag}
                <button
                  type="button"
                  onClick={clearTag}
                  aria-label={`Remove the tag filter #${filters.tag}`}
                  className={cn(
                    'grid size-6 place-items-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground',
                    'focus-visible:outline-2 focus-visible:outline-ring',
                  )}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </span>
            </div>
          ) : null}
          <ThreadResults filters={filters} onPage={(page) => go({ ...filters, page })} onClear={clearFilters} onStart={() => setComposing(Date.now())} />
        </div>
        <aside className="hidden content-start gap-4 lg:grid" aria-label="Forum categories overview">
          {categories.data ? <CategoriesCard categories={categories.data.categories} current={filters.category} /> : null}
        </aside>
      </div>
      {composing !== null ? (
        <ThreadFormDialog
          key={composing}
          category={filters.category}
          onOpenChange={(open) => (open ? undefined : setComposing(null))}
          onSaved={(thread) => {
            setComposing(null);
            void navigate(buildRoute(ROUTES.forumThread, { id: thread.id }));
          }}
        />
      ) : null}
    </>
  );
}
