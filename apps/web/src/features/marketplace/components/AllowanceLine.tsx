import { LISTING_MESSAGES } from '@stave/contracts';
import { Link } from 'react-router-dom';
import { ROUTES } from '@/routes';
import { useAllowanceQuery } from '../api/marketplace.queries';

// '3 of 10 active listings' against the member's plan (-1: no limit); at the limit, the server's
// words and the way to more.
export function AllowanceLine() {
  const allowance = useAllowanceQuery(true);
  if (!allowance.data) return null;
  const { activeListings, limit } = allowance.data;
  const atLimit = limit >= 0 && activeListings >= limit;
  return (
    <div className="grid gap-1 text-[13px]" data-testid="listing-allowance">
      <p className="text-muted-foreground tabular-nums">
        {limit < 0
          ? `${activeListings} active ${activeListings === 1 ? 'listing' : 'listings'} · no limit on your plan`
          : `${activeListings} of ${limit} active listings`}
      </p>
      {atLimit ? (
        <p className="font-medium">
          {LISTING_MESSAGES.limitReached}{' '}
          <Link to={ROUTES.subscription} className="text-brand-strong underline-offset-4 hover:underline">
            See plans
          </Link>
        </p>
      ) : null}
    </div>
  );
}
