import type { ForumPostSummary } from '@stave/contracts';
import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useNow } from '@/hooks/useNow';
import { TimeAgo } from '@/components/ui/time-ago';
import { fullDateTime, relativeTime } from '@/lib/relative-time';
import { ROUTES, buildRoute } from '@/routes';
import { replyCount } from '../forum-format';
import { AuthorAvatar, AuthorName } from './ForumAuthor';
import { CategoryBadge } from './CategoryBadge';
import { TagLinks } from './TagLinks';

// One thread in the list, as a forum reader scans it: the title and its first words, where it is filed and tagged,
// who started it, and (on the right from sm, in the byline below) how many replies and how recently active.
export function ThreadRow({ thread }: { thread: ForumPostSummary }) {
  const now = useNow();
  const titleId = `forum-thread-${thread.id}-title`;
  const active = relativeTime(thread.lastActivityAt, now);
  const activity = (text: string) => (
    <time dateTime={thread.lastActivityAt} title={fullDateTime(thread.lastActivityAt)}>
      {text}
    </time>
  );
  return (
    <article aria-labelledby={titleId} className="flex gap-3 px-4 py-4 sm:gap-4 sm:px-5" data-testid="forum-thread-row" data-thread-id={thread.id}>
      <AuthorAvatar author={thread.author} className="mt-0.5 hidden size-10 text-xs xs:flex" />
      <div className="grid min-w-0 flex-1 content-start gap-1.5">
        <h3 id={titleId} className="text-[15px] leading-snug font-semibold text-balance break-words">
          <Link to={buildRoute(ROUTES.forumThread, { id: thread.id })} className="rounded-sm hover:underline">
            {thread.title}
          </Link>
        </h3>
        {thread.excerpt ? <p className="line-clamp-2 text-sm break-words text-muted-foreground">{thread.excerpt}</p> : null}
        <div className="flex flex-wrap items-center gap-1.5">
          <CategoryBadge category={thread.category} />
          <TagLinks tags={thread.tags} />
        </div>
        <p className="flex flex-wrap items-center gap-x-1.5 text-[13px] text-muted-foreground">
          <AuthorName author={thread.author} className="text-foreground" />
          <span aria-hidden="true">·</span>
          <span>
            started <TimeAgo at={thread.createdAt} now={now} inSentence />
          </span>
          <span className="contents sm:hidden">
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1" data-testid="forum-reply-count">
              <MessageSquare className="size-3.5" aria-hidden="true" />
              {replyCount(thread.replyCount)}
            </span>
            <span aria-hidden="true">·</span>
            <span>active {activity(active.toLowerCase())}</span>
          </span>
        </p>
      </div>
      <dl className="hidden w-32 shrink-0 grid-cols-2 gap-x-3 text-right sm:grid">
        <div className="grid content-start">
          <dt className="order-2 text-xs text-muted-foreground">{thread.replyCount === 1 ? 'reply' : 'replies'}</dt>
          <dd className="order-1 text-base font-semibold tabular-nums">{thread.replyCount.toLocaleString('en-GB')}</dd>
        </div>
        <div className="grid content-start">
          <dt className="order-2 text-xs text-muted-foreground">activity</dt>
          <dd className="order-1 text-sm leading-6 font-medium whitespace-nowrap">{activity(active)}</dd>
        </div>
      </dl>
    </article>
  );
}
