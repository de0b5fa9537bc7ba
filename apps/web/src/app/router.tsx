import { Suspense } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import * as Pages from '@/app/lazy-pages';
import { AuthLoadingScreen } from '@/components/layout/AuthLoadingScreen';
import { RouteErrorBoundary } from '@/components/layout/RouteErrorBoundary';
import { useAuth } from '@/features/auth';
import { ROUTES } from '@/routes';

// Spec §2, signed in: the app inside the top-navigation layout; anything else is the 404 page.
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
      { path: ROUTES.activityFeed, element: <Pages.ActivityFeedPage /> },
      { path: ROUTES.subscription, element: <Pages.SubscriptionPage /> },
      { path: ROUTES.marketplace, element: <Pages.MarketplacePage /> },
      { path: ROUTES.aiMatching, element: <Pages.AiMatchingPage /> },
      { path: ROUTES.boostPosts, element: <Pages.BoostPostsPage /> },
      { path: ROUTES.analytics, element: <Pages.AnalyticsPage /> },
      { path: ROUTES.profile, element: <Pages.ProfilePage /> },
      { path: ROUTES.profileSettings, element: <Pages.ProfilePage /> },
      { path: ROUTES.user, element: <Pages.PublicProfilePage /> },
      { path: '*', element: <Pages.NotFoundPage /> },
    ],
  },
];

// Spec §2, signed out: every path shows the landing; /login, /auth and /register under their titles.
const signedOutRoutes: RouteObject[] = [
  { path: ROUTES.login, element: <Pages.LandingPage intent="login" /> },
  { path: ROUTES.auth, element: <Pages.LandingPage intent="login" /> },
  { path: ROUTES.register, element: <Pages.LandingPage intent="register" /> },
  { path: '*', element: <Pages.LandingPage /> },
];

function SignedInRoutes() {
  return useRoutes(signedInRoutes);
}

function SignedOutRoutes() {
  return useRoutes(signedOutRoutes);
}

function AuthGate() {
  const { status } = useAuth();
  if (status === 'loading') return <AuthLoadingScreen />;
  return (
    <Suspense fallback={<AuthLoadingScreen />}>
      {status === 'signedIn' ? <SignedInRoutes /> : <SignedOutRoutes />}
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
