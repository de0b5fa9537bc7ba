import { FORUM_CATEGORIES, FORUM_CATEGORY_INFO, type ForumCategory } from '@stave/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { forumPath, type ForumFilters } from '../forum-url';

const chipClass =
  'inline-flex h-9 items-center gap-1.5 rounded-full border bg-card px-3.5 text-sm font-medium whitespace-nowrap shadow-card transition-colors ' +
  'hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
  'aria-[current=page]:border-transparent aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground';

function Count({ value }: { value: number | undefined }) {
  if (value === undefined) return null;
  return (
    <span className="rounded-full bg-muted px-1.5 text-[11px] leading-4 font-semibold text-muted-foreground tabular-nums group-aria-[current=page]:bg-primary-foreground/15 group-aria-[current=page]:text-primary-foreground">
      {value.toLocaleString('en-GB')}
      <span className="sr-only"> {value === 1 ? 'thread' : 'threads'}</span>
    </span>
  );
}

type CategoryNavProps = {
  filters: ForumFilters;
  // Thread counts by category, once known.
  counts: Partial<Record<ForumCategory, number>> | undefined;
};

// All and one chip per category, with their thread counts. Links (a category is a place to share): the sort, search
// and tag go along, the page starts again. Below sm the row scrolls sideways rather than wrapping into a wall of chips.
export function CategoryNav({ filters, counts }: CategoryNavProps) {
  const list = useRef<HTMLUListElement>(null);
  // Below sm the chosen chip may sit past the edge of the row: bring it into view (sideways only).
  useEffect(() => {
    const row = list.current;
    const chosen = row?.querySelector<HTMLElement>('[aria-current=page]');
    if (!row || !chosen || row.scrollWidth <= row.clientWidth) return;
    const start = chosen.offsetLeft;
    if (start < row.scrollLeft || start + chosen.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = Math.max(0, start - 16);
  }, [filters.category]);
  const all = counts ? FORUM_CATEGORIES.reduce((sum, category) => sum + (counts[category] ?? 0), 0) : undefined;
  const to = (category: ForumCategory | undefined) => forumPath({ ...filters, category, page: 1 });
  return (
    <nav aria-label="Forum categories" className="-mx-4 min-w-0 sm:mx-0">
      <ul ref={list} className="relative flex gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:thin] sm:flex-wrap sm:overflow-visible sm:px-0">
        <li className="shrink-0">
          <Link to={to(undefined)} aria-current={filters.category ? undefined : 'page'} className={cn(chipClass, 'group')}>
            All
            <Count value={all} />
          </Link>
        </li>
        {FORUM_CATEGORIES.map((category) => (
          <li key={category} className="shrink-0">
            <Link
              to={to(category)}
              aria-current={filters.category === category ? 'page' : undefined}
              className={cn(chipClass, 'group')}
              data-testid={`forum-category-${category}`}
            >
              {FORUM_CATEGORY_INFO[category].label}
              <Count value={counts?.[category]} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
