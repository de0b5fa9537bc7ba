import type { CollaborationView } from '@stave/contracts';
import { Check, Clock, ExternalLink, Globe, MapPin, MessageSquare, PoundSterling, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ReportMenuButton } from '@/features/moderation';
import { PostedByLine } from '@/features/teams';
import { useNow } from '@/hooks/useNow';
import { cn } from '@/lib/cn';
import { mediaUrl } from '@/lib/media-url';
import { typeLabel } from '@/lib/professional-type';
import { fullDateTime, relativeTime } from '@/lib/relative-time';
import { buildRoute, ROUTES } from '@/routes';
import { authorName } from './author-name';
import { CollaborationOwnerMenu } from './CollaborationOwnerMenu';
import { DemoPlayer } from './DemoPlayer';
import { GenreChips } from './GenreChips';
import { BusinessResponsesButton, ResponsesButton } from './ResponsesButton';
import { ShareButton } from './ShareButton';

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return 'another site';
  }
}

// Restated from the contracts' DEMO_PREFIX (a value import would pull zod in).
const UPLOADED_DEMO = '/demos/';

function Demo({ collaboration }: { collaboration: CollaborationView }) {
  const { demoUrl } = collaboration;
  if (!demoUrl) return null;
  if (demoUrl.startsWith(UPLOADED_DEMO)) {
    return <DemoPlayer src={mediaUrl(demoUrl) ?? demoUrl} durationSeconds={collaboration.demoDurationSeconds} label={`demo: ${collaboration.title}`} />;
  }
  return (
    <a
      href={demoUrl}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="flex w-fit max-w-full items-center gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm font-medium text-brand-strong underline-offset-4 hover:underline"
    >
      <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
      <span className="truncate">Listen to the demo on {hostOf(demoUrl)}</span>
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

type CollaborationCardProps = {
  collaboration: CollaborationView;
  own: boolean;
  onMessage: (collaboration: CollaborationView) => void;
  highlighted?: boolean;
};

// Collaboration card with the real author, a real demo player, Message to Collaborate and
// Share; the author sees how many responded (and who: the Responses dialog, with an offer of a booking to each) and can
// close or delete it.
export function CollaborationCard({ collaboration, own, onMessage, highlighted = false }: CollaborationCardProps) {
  const now = useNow();
  const { author } = collaboration;
  const name = authorName(author);
  const closed = collaboration.status === 'closed';
  // A call they posted for a business they are on the team of (postedBy is shown only to its poster and the business):
  // not one to answer; an admin of the business sees its responses.
  const forTheirBusiness = !own && collaboration.postedBy !== null;
  return (
    <Card
      className={cn('grid grid-cols-1 gap-3 p-4 sm:p-5', highlighted && 'ring-2 ring-brand')}
      data-testid="collaboration-card"
      data-collaboration-id={collaboration.id}
    >
      <div className="flex items-start gap-3">
        <UserAvatar username={name} profileImage={author.profileImage} className="size-10 shrink-0" decorative />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">
            <Link to={buildRoute(ROUTES.user, { id: author.id })} className="hover:underline">
              {name}
            </Link>
          </p>
          <p className="truncate text-[13px] text-muted-foreground">
            {author.type ? `${typeLabel(author.type)} · ` : ''}
            <time dateTime={collaboration.createdAt} title={fullDateTime(collaboration.createdAt)}>
              {relativeTime(collaboration.createdAt, now)}
            </time>
          </p>
          <PostedByLine postedBy={collaboration.postedBy} ownerId={collaboration.userId} className="mt-0.5" />
        </div>
        {own ? (
          <CollaborationOwnerMenu collaboration={collaboration} />
        ) : (
          <ReportMenuButton
            target={{ kind: 'collaboration', collaborationId: collaboration.id, title: collaboration.title }}
            label={`More actions for ${collaboration.title}`}
            className="-mt-1 -mr-1"
          />
        )}
      </div>
      <div className="grid gap-1.5">
        <h3 className="text-base leading-snug font-semibold text-balance break-words">{collaboration.title}</h3>
        <ul className="flex flex-wrap items-center gap-1.5" aria-label="Details">
          {collaboration.projectType ? (
            <li>
              <Badge variant="secondary">{collaboration.projectType}</Badge>
            </li>
          ) : null}
          <li>
            {collaboration.remote ? (
              <Badge variant="outline">
                <Globe aria-hidden="true" />
                Remote
              </Badge>
            ) : (
              <Badge variant="outline" className="max-w-full">
                <MapPin aria-hidden="true" />
                <span className="truncate">{collaboration.location || 'In person'}</span>
              </Badge>
            )}
          </li>
          {collaboration.remote && collaboration.location ? (
            <li>
              <Badge variant="outline" className="max-w-full">
                <MapPin aria-hidden="true" />
                <span className="truncate">{collaboration.location}</span>
              </Badge>
            </li>
          ) : null}
          {collaboration.paid ? (
            <li>
              <Badge variant="brand">
                <PoundSterling aria-hidden="true" />
                Paid
              </Badge>
            </li>
          ) : null}
          {closed ? (
            <li>
              <Badge variant="outline">Closed</Badge>
            </li>
          ) : null}
        </ul>
      </div>
      {collaboration.description ? <p className="line-clamp-4 text-sm whitespace-pre-line text-foreground/85">{collaboration.description}</p> : null}
      {collaboration.lookingFor.length > 0 ? (
        <p className="flex items-start gap-1.5 text-sm">
          <Users className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>
            <span className="font-medium">Looking for: </span>
            {collaboration.lookingFor.join(', ')}
          </span>
        </p>
      ) : null}
      <GenreChips genres={collaboration.genres} />
      <Demo collaboration={collaboration} />
      <div className="flex flex-wrap items-center gap-2 pt-1">
        {own ? (
          <ResponsesButton collaboration={collaboration} />
        ) : forTheirBusiness ? (
          <BusinessResponsesButton collaboration={collaboration} />
        ) : (
          <Button variant="brand" onClick={() => onMessage(collaboration)} disabled={closed} aria-label={`Message to Collaborate: ${collaboration.title}`}>
            <MessageSquare aria-hidden="true" />
            Message to Collaborate
          </Button>
        )}
        <ShareButton id={collaboration.id} title={collaboration.title} />
        {!own && !forTheirBusiness && collaboration.hasResponded ? (
          <span className="flex items-center gap-1.5 text-[13px] text-muted-foreground" data-testid="responded">
            <Check className="size-4 text-success" aria-hidden="true" />
            You've messaged {name.split(' ')[0]}
          </span>
        ) : null}
        {closed && !own && !forTheirBusiness ? (
          <span className="flex items-center gap-1.5 text-[13px] text-muted-foreground">
            <Clock className="size-3.5" aria-hidden="true" />
            No longer taking responses
          </span>
        ) : null}
      </div>
    </Card>
  );
}
