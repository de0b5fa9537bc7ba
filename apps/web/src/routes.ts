// Every path the SPA knows (docs/web.md#screens). Build links with buildRoute so a renamed path is one edit.
export const ROUTES = {
  home: '/',
  dashboard: '/dashboard',
  simpleLogin: '/simple-login',
  login: '/login',
  auth: '/auth',
  register: '/register',
  resetPassword: '/reset-password',
  network: '/network',
  messages: '/messages',
  jobs: '/jobs',
  events: '/events',
  collaborate: '/collaborate',
  // The member's bookings (as a musician, as a hirer), and one booking with its terms and timeline.
  bookings: '/bookings',
  booking: '/bookings/:id',
  activityFeed: '/activity-feed',
  subscription: '/subscription',
  marketplace: '/marketplace',
  marketplaceListing: '/marketplace/listings/:id',
  // A business's storefront (public, like a listing), and its owner's editor.
  storefront: '/marketplace/storefronts/:userId',
  storefrontEditor: '/marketplace/storefront',
  aiMatching: '/ai-matching',
  boostPosts: '/boost-posts',
  analytics: '/analytics',
  profile: '/profile',
  profileSettings: '/profile/settings',
  settings: '/settings',
  // Where a member sets up being paid for bookings (Stripe sends them back here from its onboarding).
  payouts: '/settings/payouts',
  // A member's free and busy times, private to them (docs/availability.md).
  availability: '/settings/availability',
  user: '/user/:id',
  hashtag: '/hashtag/:tag',
  search: '/search',
  // The community forum, and one thread with its replies.
  forum: '/forum',
  forumThread: '/forum/:id',
  // 'Advertise with Stave' (public), and the partnerships team's queue of inquiries.
  advertise: '/advertise',
  advertisingInquiries: '/advertising/inquiries',
  // Help and VIP support (Business members' tickets), one ticket, and the support team's queue.
  support: '/support',
  supportTicket: '/support/tickets/:id',
  supportQueue: '/support/queue',
  // The payments team's queue of disputed booking payments.
  bookingDisputes: '/payments/disputes',
  // A Business member's team, and for anyone their invitations and the teams they are on.
  team: '/team',
  // The monthly industry insight reports (Business members; everyone else sees the way to Business).
  insights: '/insights',
  // The moderators' queue, and what a suspended or banned member sees instead of the app.
  moderation: '/moderation',
  suspended: '/suspended',
  // Where a member lands, signed out, once they asked for their account to be deleted.
  accountDeleted: '/account-deleted',
} as const;

export type RoutePattern = (typeof ROUTES)[keyof typeof ROUTES];

type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

type RouteParams<Path extends string> = [ParamNames<Path>] extends [never] ? [] : [params: Record<ParamNames<Path>, string | number>];

export function buildRoute<Path extends RoutePattern>(pattern: Path, ...[params]: RouteParams<Path>): string {
  if (!params) return pattern;
  const values = params as Record<string, string | number>;
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}
