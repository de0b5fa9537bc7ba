import { FORUM_CATEGORY_INFO } from '@stave/contracts';
import { MessagesSquare, Plus, SearchX, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyActions, ResultsHeading, ResultsList } from '@/components/lists/PagedResults';
import { ActionButton } from '@/components/ui/action-button';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState, QueryError } from '@/components/ui/query-state';
import { PageButtons } from '@/components/pagination/PageButtons';
import { useForumPostsQuery } from '../api/forum.queries';
import { threadCount } from '../forum-format';
import { isFiltered, totalPages, type ForumFilters } from '../forum-url';
import { ThreadRow } from './ThreadRow';
import { ThreadRowSkeletons } from './ThreadRowSkeletons';

type ThreadResultsProps = {
  filters: ForumFilters;
  onPage: (page: number) => void;
  // Drops the search and the tag (the category stays).
  onClear: () => void;
  onStart: () => void;
};

// '12 threads in Recording & production tagged #mics matching “preamp”'.
function countLine(total: number, filters: ForumFilters): string {
  const parts = [threadCount(total)];
  if (filters.category) parts.push(`in ${FORUM_CATEGORY_INFO[filters.category].label}`);
  if (filters.tag) parts.push(`tagged #${filters.tag}`);
  if (filters.search) parts.push(`matching “${filters.search}”`);
  return parts.join(' ');
}

function emptyText(filters: ForumFilters): { title: string; description: string } {
  const where = filters.category ? ` in ${FORUM_CATEGORY_INFO[filters.category].label}` : '';
  if (filters.search) return { title: `No threads match “${filters.search}”${where}`, description: 'Check the spelling, or try fewer or different words.' };
  if (filters.tag) return { title: `No threads tagged #${filters.tag}${where}`, description: 'Try another tag, or start a thread with this one.' };
  if (filters.category) return { title: `No threads${where} yet`, description: 'Start one: ask a question, or share what you know.' };
  return { title: 'No threads yet', description: 'Be the first to start a conversation.' };
}

// States for the list: skeleton rows while loading, an error with Retry, waiting for a connection, an empty
// state that says what was looked for, and the threads with numbered pages.
export function ThreadResults({ filters, onPage, onClear, onStart }: ThreadResultsProps) {
  const query = useForumPostsQuery(filters);
  const threads = query.data?.posts ?? [];
  const total = query.data?.total ?? 0;
  const refreshing = query.isPlaceholderData;
  const pastTheEnd = query.data !== undefined && threads.length === 0 && total > 0 && filters.page > 1;
  const waitingOffline = query.data === undefined && query.fetchStatus === 'paused';
  const turn = (page: number) => {
    onPage(page);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const start = <ActionButton icon={Plus} onClick={onStart} label="Start a thread" />;

  let body: ReactNode;
  if (waitingOffline) {
    body = (
      <EmptyState
        icon={WifiOff}
        title="Threads can't load while you're offline"
        description="They will as soon as you're back online."
        className="bg-card py-14"
      />
    );
  } else if (query.isPending) {
    body = (
      <LoadingState label="Loading threads...">
        <ThreadRowSkeletons />
      </LoadingState>
    );
  } else if (query.data === undefined) {
    body = <QueryError title="Threads couldn't be loaded." retrying={query.isRefetching} onRetry={() => void query.refetch()} />;
  } else if (threads.length === 0) {
    const text = pastTheEnd ? { title: 'No more threads', description: 'There are fewer pages than this link asks for.' } : emptyText(filters);
    body = (
      <EmptyState
        icon={isFiltered(filters) ? SearchX : MessagesSquare}
        title={text.title}
        description={text.description}
        action={
          <EmptyActions clearLabel={!pastTheEnd && isFiltered(filters) ? (filters.search ? 'Clear search' : 'Clear tag') : null} onClear={onClear}>
            {pastTheEnd ? (
              <Button variant="outline" onClick={() => turn(1)}>
                Back to page 1
              </Button>
            ) : (
              start
            )}
          </EmptyActions>
        }
        className="bg-card py-14"
      />
    );
  } else {
    body = (
      <ResultsList refreshing={refreshing} className="grid gap-6">
        <ul className="divide-y rounded-xl border bg-card shadow-card" aria-label="Threads">
          {threads.map((thread) => (
            <li key={thread.id}>
              <ThreadRow thread={thread} />
            </li>
          ))}
        </ul>
        <PageButtons page={filters.page} totalPages={totalPages(total, query.data.limit)} onPage={turn} label="Thread pages" />
      </ResultsList>
    );
  }

  return (
    <section aria-labelledby="forum-results-heading" className="grid gap-4">
      <ResultsHeading id="forum-results-heading" testId="forum-count" refreshing={refreshing} className="min-h-5">
        {/* While the next filter's answer comes, the rows shown are the last one's: their count would mislead. */}
        {query.data !== undefined && !refreshing ? countLine(total, filters) : waitingOffline || query.isError ? 'Threads' : 'Loading threads...'}
      </ResultsHeading>
      {body}
    </section>
  );
}
