import { Suspense } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import * as Pages from '@/app/lazy-pages';
import { BOOKING_PANELS } from '@/app/booking-panels';
import { STOREFRONT_PANELS } from '@/app/storefront-panels';
import { AuthLoadingScreen } from '@/components/layout/AuthLoadingScreen';
import { RouteErrorBoundary } from '@/components/layout/RouteErrorBoundary';
import { useAuth } from '@/features/auth';
import { ROUTES } from '@/routes';

// Signed in: the app inside the top-navigation layout; anything else is the 404 page.
// The declarative router is used on purpose: the data router adds ~17 KiB gz to the first
// route and the app has no loaders or actions (server state lives in TanStack Query).
const signedInRoutes: RouteObject[] = [
  {
    element: <Pages.AppLayout />,
    children: [
      { path: ROUTES.home, element: <Pages.DashboardPage /> },
      { path: ROUTES.dashboard, element: <Pages.DashboardPage /> },
      { path: ROUTES.simpleLogin, element: <Pages.DashboardPage /> },
      { path: ROUTES.network, element: <Pages.NetworkPage /> },
      { path: ROUTES.messages, element: <Pages.MessagesPage /> },
      { path: ROUTES.jobs, element: <Pages.JobsPage /> },
      { path: ROUTES.events, element: <Pages.EventsPage /> },
      { path: ROUTES.collaborate, element: <Pages.CollaboratePage /> },
      { path: ROUTES.bookings, element: <Pages.BookingsPage /> },
      { path: ROUTES.booking, element: <Pages.BookingPage panels={BOOKING_PANELS} /> },
      { path: ROUTES.activityFeed, element: <Pages.ActivityFeedPage /> },
      { path: ROUTES.subscription, element: <Pages.SubscriptionPage /> },
      { path: ROUTES.settings, element: <Pages.SettingsPage /> },
      { path: ROUTES.payouts, element: <Pages.PayoutsPage /> },
      { path: ROUTES.availability, element: <Pages.AvailabilityPage /> },
      { path: ROUTES.marketplace, element: <Pages.MarketplacePage storefrontPanels={STOREFRONT_PANELS} /> },
      { path: ROUTES.marketplaceListing, element: <Pages.ListingPage /> },
      { path: ROUTES.storefront, element: <Pages.StorefrontPage /> },
      { path: ROUTES.storefrontEditor, element: <Pages.StorefrontEditorPage /> },
      { path: ROUTES.aiMatching, element: <Pages.AiMatchingPage /> },
      { path: ROUTES.boostPosts, element: <Pages.BoostPostsPage /> },
      { path: ROUTES.analytics, element: <Pages.AnalyticsPage /> },
      { path: ROUTES.profile, element: <Pages.ProfilePage /> },
      { path: ROUTES.profileSettings, element: <Pages.ProfilePage /> },
      { path: ROUTES.user, element: <Pages.PublicProfilePage /> },
      { path: ROUTES.hashtag, element: <Pages.HashtagPage /> },
      { path: ROUTES.search, element: <Pages.SearchPage /> },
      { path: ROUTES.forum, element: <Pages.ForumPage /> },
      { path: ROUTES.forumThread, element: <Pages.ForumThreadPage /> },
      { path: ROUTES.moderation, element: <Pages.ModerationPage /> },
      { path: ROUTES.advertise, element: <Pages.AdvertisePage /> },
      { path: ROUTES.advertisingInquiries, element: <Pages.AdvertisingInquiriesPage /> },
      { path: ROUTES.support, element: <Pages.SupportPage /> },
      { path: ROUTES.supportTicket, element: <Pages.SupportTicketPage /> },
      { path: ROUTES.supportQueue, element: <Pages.SupportQueuePage /> },
      { path: ROUTES.bookingDisputes, element: <Pages.BookingDisputesPage /> },
      { path: ROUTES.team, element: <Pages.TeamPage /> },
      { path: ROUTES.insights, element: <Pages.InsightsPage /> },
      { path: ROUTES.suspended, element: <Navigate to={ROUTES.dashboard} replace /> },
      // A member who opens a sign-in or invitation link is already in: go home, not to a 404. So is one back on
      // /account-deleted: signing in kept the account.
      ...[ROUTES.login, ROUTES.auth, ROUTES.register, ROUTES.resetPassword, ROUTES.accountDeleted].map((path) => ({
        path,
        element: <Navigate to={ROUTES.dashboard} replace />,
      })),
      { path: '*', element: <Pages.NotFoundPage /> },
    ],
  },
];

// Signed out: / and /simple-login show the simple login; /login and /auth the
// landing/auth screen (Login and Register tabs, ?ref= invitations, ?debug=mobile); /register the
// simple registration screen; /marketplace, its listings and storefronts the marketplace (docs/product-rules.md#signed-out-visitors); anything else the
// simple login. /reset-password is the auth screen
// with the reset dialog open (the spec's 'Forgot your password' link target).
const signedOutRoutes: RouteObject[] = [
  { path: ROUTES.home, element: <Pages.SimpleLoginPage /> },
  { path: ROUTES.simpleLogin, element: <Pages.SimpleLoginPage /> },
  { path: ROUTES.login, element: <Pages.LandingPage /> },
  { path: ROUTES.auth, element: <Pages.LandingPage /> },
  { path: ROUTES.resetPassword, element: <Pages.LandingPage openReset /> },
  { path: ROUTES.register, element: <Pages.SimpleRegisterPage /> },
  // The deletion is scheduled and the member signed out; when it happens, and how to keep the account.
  { path: ROUTES.accountDeleted, element: <Pages.AccountDeletedPage /> },
  // Visitors may browse marketplace listings and categories.
  {
    element: <Pages.MarketplaceVisitorFrame />,
    children: [
      { path: ROUTES.marketplace, element: <Pages.MarketplacePage storefrontPanels={STOREFRONT_PANELS} /> },
      { path: ROUTES.marketplaceListing, element: <Pages.ListingPage /> },
      // A business's storefront, like its listings.
      { path: ROUTES.storefront, element: <Pages.StorefrontPage /> },
      // 'Advertise with Stave' is for anyone, signed in or not.
      { path: ROUTES.advertise, element: <Pages.AdvertisePage /> },
    ],
  },
  { path: '*', element: <Pages.SimpleLoginPage /> },
];

// A suspended or banned member: the notice (why, the appeal, Sign out) and nothing else; their token
// reaches nothing else, so no other screen, poll or socket is started.
const restrictedRoutes: RouteObject[] = [
  { path: ROUTES.suspended, element: <Pages.SuspendedPage /> },
  { path: '*', element: <Navigate to={ROUTES.suspended} replace /> },
];

function SignedInRoutes() {
  return useRoutes(signedInRoutes);
}

function SignedOutRoutes() {
  return useRoutes(signedOutRoutes);
}

function RestrictedRoutes() {
  return useRoutes(restrictedRoutes);
}

function AuthGate() {
  const { status } = useAuth();
  if (status === 'loading') return <AuthLoadingScreen />;
  return (
    <Suspense fallback={<AuthLoadingScreen />}>
      {status === 'signedIn' ? <SignedInRoutes /> : status === 'restricted' ? <RestrictedRoutes /> : <SignedOutRoutes />}
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <AuthGate />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
