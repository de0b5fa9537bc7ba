import type { ForumCategories, ForumCategory } from '@stave/contracts';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { useNow } from '@/hooks/useNow';
import { TimeAgo } from '@/components/ui/time-ago';
import { threadCount } from '../forum-format';
import { forumPath } from '../forum-url';

// What each category is for, how busy it is and when it last moved (wide screens, beside the list).
export function CategoriesCard({ categories, current }: { categories: ForumCategories['categories']; current: ForumCategory | undefined }) {
  const now = useNow();
  return (
    <Card className="p-5">
      <h2 className="text-sm font-semibold">Categories</h2>
      <ul className="mt-3 grid gap-3.5">
        {categories.map((category) => (
          <li key={category.id} className="grid gap-0.5">
            <Link
              to={forumPath({ category: category.id })}
              aria-current={current === category.id ? 'page' : undefined}
              className="w-fit rounded-sm text-sm font-medium hover:underline aria-[current=page]:text-brand-strong"
            >
              {category.label}
            </Link>
            <p className="text-xs text-muted-foreground">{category.description}</p>
            <p className="text-xs text-muted-foreground">
              {threadCount(category.threadCount)}
              {category.lastActivityAt ? (
                <>
                  {' · active '}
                  <TimeAgo at={category.lastActivityAt} now={now} inSentence />
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
