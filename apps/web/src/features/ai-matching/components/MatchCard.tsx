import type { MatchSuggestion } from '@stave/contracts';
import { Loader2, MapPin, UserPlus } from 'lucide-react';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { ActionLink } from '@/components/ui/action-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TierBadge } from '@/components/ui/tier-badge';
import { typeLabel } from '@/lib/professional-type';
import { ROUTES, buildRoute } from '@/routes';

// Match card and the first 2 reasons, up to 3 genres.
export function MatchCard({ match, connecting, onConnect }: { match: MatchSuggestion; connecting: boolean; onConnect: () => void }) {
  const { user } = match;
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="match-card">
      <div className="flex items-start gap-3">
        <UserAvatar username={user.username} profileImage={user.profileImage} className="size-12" decorative />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            <span className="truncate">{user.name}</span>
            <TierBadge tier={user.subscriptionTier} />
          </p>
          <p className="text-[13px] text-muted-foreground">{typeLabel(user.type)}</p>
          {user.location ? (
            <p className="flex items-center gap-1 text-[13px] text-muted-foreground">
              <MapPin className="size-3.5" aria-hidden="true" />
              {user.location}
            </p>
          ) : null}
        </div>
        <p className="text-right">
          <span className="block text-2xl font-semibold tabular-nums text-brand-strong">{match.score}%</span>
          <span className="text-xs text-muted-foreground">Match Score</span>
        </p>
      </div>
      <ul className="grid gap-1 text-sm">
        {match.reasons.slice(0, 2).map((reason) => (
          <li key={reason}>· {reason}</li>
        ))}
      </ul>
      {user.genres.length > 0 ? (
        <div className="flex flex-wrap gap-1.5">
          {user.genres.slice(0, 3).map((genre) => (
            <Badge key={genre} variant="secondary">
              {genre}
            </Badge>
          ))}
        </div>
      ) : null}
      <div className="mt-auto flex gap-2 pt-1">
        <ActionLink variant="outline" size="sm" to={buildRoute(ROUTES.user, { id: user.id })} label="View Profile" />
        <Button variant="brand" size="sm" onClick={onConnect} disabled={connecting}>
          {connecting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
          Connect
        </Button>
      </div>
    </Card>
  );
}
