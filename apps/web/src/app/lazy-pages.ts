import { lazy } from 'react';

// One lazily loaded chunk per route (docs/performance.md#web-budgets). The loaders are exported so the
// router can start the likely first chunk while the session check is still in flight.
export const loadLandingPage = () => import('@/features/landing/routes/LandingPage');
export const loadSimpleLoginPage = () => import('@/features/auth/routes/SimpleLoginPage');
export const loadSimpleRegisterPage = () => import('@/features/auth/routes/SimpleRegisterPage');
export const loadDashboardPage = () => import('@/features/dashboard/routes/DashboardPage');
export const loadAppLayout = () => import('@/app/shell/AppLayout');

// The signed-in frame (top navigation, mobile menu) is its own chunk: visitors never load it.
export const AppLayout = lazy(() => loadAppLayout().then((m) => ({ default: m.AppLayout })));

export const LandingPage = lazy(() => loadLandingPage().then((m) => ({ default: m.LandingPage })));
export const SimpleLoginPage = lazy(() => loadSimpleLoginPage().then((m) => ({ default: m.SimpleLoginPage })));
export const SimpleRegisterPage = lazy(() => loadSimpleRegisterPage().then((m) => ({ default: m.SimpleRegisterPage })));
export const DashboardPage = lazy(() => loadDashboardPage().then((m) => ({ default: m.DashboardPage })));
export const NetworkPage = lazy(() => import('@/features/network/routes/NetworkPage').then((m) => ({ default: m.NetworkPage })));
export const MessagesPage = lazy(() => import('@/features/messages/routes/MessagesPage').then((m) => ({ default: m.MessagesPage })));
export const JobsPage = lazy(() => import('@/features/jobs/routes/JobsPage').then((m) => ({ default: m.JobsPage })));
export const EventsPage = lazy(() => import('@/features/events/routes/EventsPage').then((m) => ({ default: m.EventsPage })));
export const CollaboratePage = lazy(() => import('@/features/collaborate/routes/CollaboratePage').then((m) => ({ default: m.CollaboratePage })));
// Bookings: the lists, and one booking.
export const BookingsPage = lazy(() => import('@/features/bookings/routes/BookingsPage').then((m) => ({ default: m.BookingsPage })));
export const BookingPage = lazy(() => import('@/features/bookings/routes/BookingPage').then((m) => ({ default: m.BookingPage })));
export const ActivityFeedPage = lazy(() => import('@/features/activity-feed/routes/ActivityFeedPage').then((m) => ({ default: m.ActivityFeedPage })));
export const SubscriptionPage = lazy(() => import('@/features/subscription/routes/SubscriptionPage').then((m) => ({ default: m.SubscriptionPage })));
export const MarketplacePage = lazy(() => import('@/features/marketplace/routes/MarketplacePage').then((m) => ({ default: m.MarketplacePage })));
export const ListingPage = lazy(() => import('@/features/marketplace/routes/ListingPage').then((m) => ({ default: m.ListingPage })));
// A business's storefront (visitors too) and its owner's editor.
export const StorefrontPage = lazy(() => import('@/features/storefronts/routes/StorefrontPage').then((m) => ({ default: m.StorefrontPage })));
export const StorefrontEditorPage = lazy(() => import('@/features/storefronts/routes/StorefrontEditorPage').then((m) => ({ default: m.StorefrontEditorPage })));
// Visitors browse the marketplace in the public frame.
export const MarketplaceVisitorFrame = lazy(() => import('@/features/marketplace/routes/VisitorFrame').then((m) => ({ default: m.VisitorFrame })));
export const AiMatchingPage = lazy(() => import('@/features/ai-matching/routes/AiMatchingPage').then((m) => ({ default: m.AiMatchingPage })));
export const BoostPostsPage = lazy(() => import('@/features/boost-posts/routes/BoostPostsPage').then((m) => ({ default: m.BoostPostsPage })));
export const AnalyticsPage = lazy(() => import('@/features/analytics/routes/AnalyticsPage').then((m) => ({ default: m.AnalyticsPage })));
export const ProfilePage = lazy(() => import('@/features/profile/routes/ProfilePage').then((m) => ({ default: m.ProfilePage })));
export const PublicProfilePage = lazy(() => import('@/features/user/routes/PublicProfilePage').then((m) => ({ default: m.PublicProfilePage })));
export const SettingsPage = lazy(() => import('@/features/settings/routes/SettingsPage').then((m) => ({ default: m.SettingsPage })));
export const AvailabilityPage = lazy(() => import('@/features/availability/routes/AvailabilityPage').then((m) => ({ default: m.AvailabilityPage })));
export const PayoutsPage = lazy(() => import('@/features/payouts/routes/PayoutsPage').then((m) => ({ default: m.PayoutsPage })));
export const HashtagPage = lazy(() => import('@/features/hashtags/routes/HashtagPage').then((m) => ({ default: m.HashtagPage })));
export const ForumPage = lazy(() => import('@/features/forum/routes/ForumPage').then((m) => ({ default: m.ForumPage })));
export const ForumThreadPage = lazy(() => import('@/features/forum/routes/ForumThreadPage').then((m) => ({ default: m.ForumThreadPage })));
export const SearchPage = lazy(() => import('@/features/search/routes/SearchPage').then((m) => ({ default: m.SearchPage })));
export const ModerationPage = lazy(() => import('@/features/moderation/routes/ModerationPage').then((m) => ({ default: m.ModerationPage })));
// 'Advertise with Stave' (signed in and out) and the partnerships team's queue.
export const AdvertisePage = lazy(() => import('@/features/advertising/routes/AdvertisePage').then((m) => ({ default: m.AdvertisePage })));
export const AdvertisingInquiriesPage = lazy(() =>
  import('@/features/advertising/routes/AdvertisingInquiriesPage').then((m) => ({ default: m.AdvertisingInquiriesPage })),
);
// Help and VIP support, a ticket, and the support team's queue.
export const SupportPage = lazy(() => import('@/features/support/routes/SupportPage').then((m) => ({ default: m.SupportPage })));
export const SupportTicketPage = lazy(() => import('@/features/support/routes/TicketPage').then((m) => ({ default: m.TicketPage })));
export const BookingDisputesPage = lazy(() => import('@/features/payouts/routes/BookingDisputesPage').then((m) => ({ default: m.BookingDisputesPage })));
export const SupportQueuePage = lazy(() => import('@/features/support/routes/SupportQueuePage').then((m) => ({ default: m.SupportQueuePage })));
// Business teams (the owner's team, and invitations and teams for anyone).
export const TeamPage = lazy(() => import('@/features/teams/routes/TeamPage').then((m) => ({ default: m.TeamPage })));
// The monthly industry insight reports for Business members.
export const InsightsPage = lazy(() => import('@/features/insights/routes/InsightsPage').then((m) => ({ default: m.InsightsPage })));
// A suspended or banned member's whole app: outside the signed-in frame, so nothing else polls.
export const SuspendedPage = lazy(() => import('@/features/moderation/routes/SuspendedPage').then((m) => ({ default: m.SuspendedPage })));
// Public: the member who has just deleted their account is signed out.
export const AccountDeletedPage = lazy(() => import('@/features/settings/routes/AccountDeletedPage').then((m) => ({ default: m.AccountDeletedPage })));
export const NotFoundPage = lazy(() => import('@/features/errors/routes/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
