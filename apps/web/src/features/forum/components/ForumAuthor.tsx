import type { ForumPostSummary } from '@stave/contracts';
import { UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { ROUTES, buildRoute } from '@/routes';
import { FORMER_MEMBER } from '../forum-format';

type Author = ForumPostSummary['author'];

// The author's picture (their initials without one); a plain silhouette once the account is erased.
export function AuthorAvatar({ author, className }: { author: Author; className?: string }) {
  if (!author) {
    return (
      <span className={cn('grid size-9 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground', className)} aria-hidden="true">
        <UserRound className="size-[55%]" />
      </span>
    );
  }
  return <UserAvatar username={author.username} profileImage={author.profileImage} className={cn('ring-0', className)} decorative />;
}

// The author's name, linking to their profile (your own to My Profile); 'Former member', unlinked, once erased.
export function AuthorName({ author, className, id }: { author: Author; className?: string; id?: string }) {
  const { user } = useAuth();
  if (!author) {
    return (
      <span id={id} className={cn('font-medium text-muted-foreground italic', className)} data-testid="forum-author">
        {FORMER_MEMBER}
      </span>
    );
  }
  const to = author.id === user?.id ? ROUTES.profile : buildRoute(ROUTES.user, { id: author.id });
  return (
    <Link id={id} to={to} className={cn('font-medium hover:underline', className)} data-testid="forum-author">
      {author.name || author.username}
    </Link>
  );
}
