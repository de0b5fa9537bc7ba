import { FORUM_CATEGORY_INFO, type ForumCategory } from '@stave/contracts';
import { Link } from 'react-router-dom';
import { badgeVariants } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { forumPath } from '../forum-url';

// A thread's category, leading to that category's threads.
export function CategoryBadge({ category, className }: { category: ForumCategory; className?: string }) {
  return (
    <Link
      to={forumPath({ category })}
      className={cn(
        badgeVariants({ variant: 'brand' }),
        'hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      data-testid="forum-category"
    >
      {FORUM_CATEGORY_INFO[category].label}
    </Link>
  );
}
