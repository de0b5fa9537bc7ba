import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { forumPath } from '../forum-url';

// A thread's tags; each leads to every thread with that tag.
export function TagLinks({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={forumPath({ tag })}
            className="inline-flex items-center rounded-full border bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            title={`Threads tagged ${tag}`}
            data-testid="forum-tag"
          >
            <span aria-hidden="true" className="text-muted-foreground">
              #
            </span>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
