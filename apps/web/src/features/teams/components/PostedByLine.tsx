import type { PostedBy } from '@stave/contracts';
import { UserRoundPen } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';
import { ROUTES, buildRoute } from '@/routes';
import { useMembershipsQuery } from '../api/teams.queries';

type PostedByLineProps = {
  // The view's postedBy: set when a team member posted it as the business, for the owner and that member only.
  postedBy: PostedBy | null;
  // Who owns it (the business).
  ownerId: number;
  className?: string;
};

// On a job, event, call or listing a team member posted as the business: who posted it, for the business's
// owner ('Posted by Sam Jones for your business') and for that member ('Posted by you for Northbank Records').
export function PostedByLine({ postedBy, ownerId, className }: PostedByLineProps) {
  if (!postedBy) return null;
  return <PostedByText postedBy={postedBy} ownerId={ownerId} className={className} />;
}

function PostedByText({ postedBy, ownerId, className }: PostedByLineProps & { postedBy: PostedBy }) {
  const { user } = useAuth();
  const mine = user?.id === postedBy.id;
  // The business's name, for its team member (the view names the owner by id only).
  const memberships = useMembershipsQuery(mine);
  const business = memberships.data?.teams.find((team) => team.business.id === ownerId)?.business.name;
  const poster = (
    <Link to={buildRoute(ROUTES.user, { id: postedBy.id })} className="font-medium text-foreground hover:underline">
      {postedBy.name}
    </Link>
  );

  return (
    <p className={cn('flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground', className)} data-testid="posted-by">
      <UserRoundPen className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="min-w-0">
        {mine ? (
          <>Posted by you for {business ?? 'the business'}</>
        ) : user?.id === ownerId ? (
          <>Posted by {poster} for your business</>
        ) : (
          <>Posted by {poster} for the business</>
        )}
      </span>
    </p>
  );
}
