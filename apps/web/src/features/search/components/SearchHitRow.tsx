import type { SearchHit, SearchType } from '@stave/contracts';
import { Briefcase, CalendarDays, Guitar, Handshake, MessageSquareText, UserRound, type LucideIcon } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { formatEventDay } from '@/features/events';
import { Highlighted } from '@/features/search/components/Highlighted';
import { useNow } from '@/hooks/useNow';
import { cn } from '@/lib/cn';
import { isDisplayableImage, mediaUrl } from '@/lib/media-url';
import { fullDateTime, relativeTime } from '@/lib/relative-time';

export const SECTION_ICONS: Record<SearchType, LucideIcon> = {
  people: UserRound,
  posts: MessageSquareText,
  jobs: Briefcase,
  events: CalendarDays,
  collaborations: Handshake,
  gear: Guitar,
};

// A member's picture (people, and a post's author) is round; anything else's a rounded square.
const ROUND: ReadonlySet<SearchType> = new Set(['people', 'posts']);

function initials(title: string): string {
  const words = title.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : title.slice(0, 2);
  return letters.toUpperCase();
}

function HitImage({ hit, className }: { hit: SearchHit; className: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = hit.imageUrl && failed !== hit.imageUrl && isDisplayableImage(hit.imageUrl) ? mediaUrl(hit.imageUrl) : null;
  if (ROUND.has(hit.type)) {
    return (
      <Avatar className={className} aria-hidden="true">
        {src ? <AvatarImage src={src} alt="" /> : null}
        <AvatarFallback delayMs={src ? 400 : 0} className="text-xs">
          {initials(hit.title)}
        </AvatarFallback>
      </Avatar>
    );
  }
  if (src) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(hit.imageUrl)}
        className={cn('shrink-0 rounded-md bg-muted object-cover', className)}
      />
    );
  }
  const Icon = SECTION_ICONS[hit.type];
  return (
    <span aria-hidden="true" className={cn('grid shrink-0 place-items-center rounded-md bg-brand-soft text-brand-strong', className)}>
      <Icon className="size-[45%]" />
    </span>
  );
}

// When it was posted ('3h ago'), or for an event the day it starts.
function HitTime({ type, at }: { type: SearchType; at: string }) {
  const now = useNow();
  return (
    <time dateTime={at} title={fullDateTime(at)} className="shrink-0 text-xs text-muted-foreground">
      {type === 'events' ? formatEventDay(at) : relativeTime(at, now)}
    </time>
  );
}

type SearchHitRowProps = Omit<ComponentProps<typeof Link>, 'to' | 'children'> & {
  hit: SearchHit;
  // The query the results answer: its words are marked in the title and snippet.
  query: string;
  href: string;
  // The search box's list: smaller picture, one line of snippet.
  compact?: boolean;
};

// One result, whatever its section: picture or the section's icon, the title and snippet with the
// query's words marked, the subtitle, and when. The search box's options and the results page's links.
export function SearchHitRow({ hit, query, href, compact = false, className, ...link }: SearchHitRowProps) {
  return (
    <Link
      to={href}
      data-testid="search-hit"
      className={cn(
        'flex min-w-0 items-start gap-3 rounded-lg text-left transition-colors',
        compact ? 'px-3 py-2' : 'px-3 py-3 hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring sm:px-4',
        className,
      )}
      {...link}
    >
      <HitImage hit={hit} className={compact ? 'size-9' : 'size-11'} />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="flex min-w-0 items-baseline gap-2">
          <span className="min-w-0 flex-1 truncate text-sm font-medium text-foreground">
            <Highlighted text={hit.title} query={query} />
          </span>
          {hit.at ? <HitTime type={hit.type} at={hit.at} /> : null}
        </span>
        {hit.subtitle ? <span className="truncate text-xs text-muted-foreground">{hit.subtitle}</span> : null}
        {hit.snippet ? (
          <span className={cn('text-[13px] leading-snug text-muted-foreground', compact ? 'line-clamp-1' : 'line-clamp-2')}>
            <Highlighted text={hit.snippet} query={query} />
          </span>
        ) : null}
      </span>
    </Link>
  );
}
