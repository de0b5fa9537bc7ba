import type { Notification } from '@stave/contracts';
import {
  AtSign,
  BadgeCheck,
  BellOff,
  Briefcase,
  CalendarCheck,
  CalendarDays,
  CheckCheck,
  CreditCard,
  Heart,
  MessageCircle,
  Store,
  Tag,
  UserCheck,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { QueryState } from '@/components/ui/query-state';
import { SkeletonList, SkeletonMedia } from '@/components/ui/skeleton';
import { useMarkAllReadMutation, useMarkReadMutation, useNotificationsQuery } from '@/features/notifications/api/notifications.queries';
import { BellButton } from '@/features/notifications/components/BellButton';
import { useNow } from '@/hooks/useNow';
import { toast } from '@/hooks/useToast';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/form-errors';
import { relativeTime } from '@/lib/relative-time';
import { ROUTES, buildRoute } from '@/routes';

function iconOf(n: Notification): LucideIcon {
  if (n.subtype === 'mention') return AtSign;
  if (n.subtype === 'connection_request') return n.settled ? UserCheck : UserPlus;
  if (n.subtype === 'connection_accepted') return UserCheck;
  if (n.subtype === 'job_application' || n.subtype === 'application_update') return Briefcase;
  if (isAboutAnEvent(n)) return CalendarDays;
  if (n.subtype === 'booking') return CalendarCheck;
  if (n.subtype === 'listing_watch') return Tag;
  if (n.subtype === 'billing') return CreditCard;
  if (n.subtype === 'storefront_verification') return BadgeCheck;
  if (isAboutAListing(n)) return Store;
  if (n.type === 'like') return Heart;
  if (n.type === 'comment') return MessageCircle;
  if (n.type === 'follow') return UserPlus;
  return CheckCheck;
}

// An answer to your event (the spec's event_rsvp), or an event you answered cancelled, moved or
// starting tomorrow: relatedId is the event.
function isAboutAnEvent(n: Notification): boolean {
  return n.type === 'event_rsvp' || n.subtype === 'event_update' || n.subtype === 'event_reminder';
}

// A line from the marketplace: relatedId is the listing (a watched one's price drop or sale; the
// seller's expiring, hidden or moderated one).
function isAboutAListing(n: Notification): boolean {
  return n.subtype === 'listing_expiring' || n.subtype === 'listing_watch' || n.subtype === 'listing_hidden' || n.subtype === 'listing_moderated';
}

// Where a notification leads: likes, comments and mentions open the post over the current page
// (relatedId is the post), an open request the Requests tab, a follow (or a request already
// answered, which asks for nothing) the member's profile, a line about an event the Events page, a
// line about a listing that listing, a line from billing the Subscription page, a storefront verification decided
// the storefront editor (where the decision and its reason are shown), a booking's move that booking.
function destinationOf(n: Notification, pathname: string): string | null {
  const actor = n.actors[0];
  if (n.subtype === 'connection_request' && n.settled) return actor ? buildRoute(ROUTES.user, { id: actor.id }) : ROUTES.network;
  if (n.subtype === 'connection_request') return `${ROUTES.network}?tab=requests`;
  if (n.subtype === 'connection_accepted') return ROUTES.network;
  if (n.subtype === 'job_application' || n.subtype === 'application_update') return ROUTES.jobs;
  if (isAboutAnEvent(n)) return ROUTES.events;
  if (n.subtype === 'booking') return n.relatedId === null ? ROUTES.bookings : buildRoute(ROUTES.booking, { id: n.relatedId });
  if (n.subtype === 'billing') return ROUTES.subscription;
  if (n.subtype === 'storefront_verification') return ROUTES.storefrontEditor;
  if (isAboutAListing(n)) return n.relatedId === null ? ROUTES.marketplace : buildRoute(ROUTES.marketplaceListing, { id: n.relatedId });
  if (n.type === 'follow' && actor) return buildRoute(ROUTES.user, { id: actor.id });
  if ((n.type === 'like' || n.type === 'comment' || n.subtype === 'mention') && n.relatedId !== null) return `${pathname}?post=${n.relatedId}`;
  return null;
}

export function NotificationsMenu({ unread, className }: { unread: number | null | undefined; className?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const now = useNow();
  const [menuOpen, setMenuOpen] = useState(true);
  // Fetched on every opening, so the list matches the badge.
  const query = useNotificationsQuery(menuOpen);
  const markRead = useMarkReadMutation();
  const markAll = useMarkAllReadMutation();
  // Spec: newest first (the server's order, kept safe here).
  const items = [...(query.data ?? [])].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  const anyUnread = items.some((n) => !n.isRead) || (unread ?? 0) > 0;

  const open = (n: Notification) => {
    if (!n.isRead) {
      markRead.mutate(n.id, {
        onError: (error) => toast({ title: 'Failed to mark notification as read', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
      });
    }
    const to = destinationOf(n, pathname);
    if (to) void navigate(to);
  };

  return (
    // Not modal: a modal menu hides the whole page with aria-hidden while its links stay focusable
    // (axe aria-hidden-focus); Escape, a click outside or Tab still close it.
    <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <BellButton unread={unread} className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(24rem,calc(100vw-1.5rem))] p-0" aria-label="Notifications">
        <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
          <p className="text-sm font-semibold">Notifications</p>
          <DropdownMenuItem
            className="h-7 px-2 text-xs font-medium text-brand-strong"
            disabled={!anyUnread || markAll.isPending}
            onSelect={(event) => {
              event.preventDefault();
              markAll.mutate(undefined, {
                onError: (error) =>
                  toast({ title: 'Failed to mark notifications as read', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
              });
            }}
          >
            <CheckCheck className="size-3.5" aria-hidden="true" />
            Mark all read
          </DropdownMenuItem>
        </div>
        <div className="max-h-[min(28rem,70dvh)] overflow-y-auto p-1">
          <QueryState
            query={query}
            loadingLabel="Loading notifications..."
            loading={
              <SkeletonList count={3} className="grid grid-cols-1 gap-1 p-2">
                <SkeletonMedia
                  media="size-9 rounded-full"
                  bars={['h-3.5 w-full', 'h-3 w-16']}
                  className="flex gap-3 p-2"
                  barsClassName="grid grid-cols-1 flex-1 gap-2"
                />
              </SkeletonList>
            }
            error={{ title: "Couldn't load your notifications.", variant: 'inline', className: 'px-4 py-8' }}
            empty={
              <div className="grid grid-cols-1 justify-items-center gap-2 px-4 py-10 text-center">
                <span className="grid size-11 place-items-center rounded-2xl bg-brand-soft text-brand-strong">
                  <BellOff className="size-5" aria-hidden="true" />
                </span>
                <p className="text-sm font-semibold">You're all caught up</p>
                <p className="text-xs text-muted-foreground">Likes, comments, follows and requests show up here.</p>
              </div>
            }
          >
            {() =>
              items.map((n) => {
                const Icon = iconOf(n);
                const actor = n.actors[0];
                return (
                  <DropdownMenuItem
                    key={n.id}
                    onSelect={() => open(n)}
                    className={cn('items-start gap-3 rounded-lg px-3 py-2.5', !n.isRead && 'bg-brand-soft/50')}
                    data-testid="notification-item"
                    data-unread={!n.isRead || undefined}
                    data-settled={n.settled || undefined}
                  >
                    <span className="relative shrink-0">
                      {actor ? (
                        <UserAvatar username={actor.username} profileImage={actor.profileImage} className="size-9 ring-0" decorative />
                      ) : (
                        <span className="grid size-9 place-items-center rounded-full bg-muted">
                          <Icon className="size-4" aria-hidden="true" />
                        </span>
                      )}
                      {actor ? (
                        <span className="absolute -right-1 -bottom-1 grid size-5 place-items-center rounded-full bg-card text-brand-strong shadow-card">
                          <Icon className="size-3" aria-hidden="true" />
                        </span>
                      ) : null}
                    </span>
                    <span className="grid grid-cols-1 min-w-0 flex-1 gap-0.5">
                      <span className={cn('text-sm leading-snug whitespace-normal', !n.isRead && 'font-medium')}>{n.message}</span>
                      <span className="text-xs text-muted-foreground">{relativeTime(n.createdAt, now)}</span>
                    </span>
                    {!n.isRead ? <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand" aria-label="Unread" role="img" /> : null}
                  </DropdownMenuItem>
                );
              })
            }
          </QueryState>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
