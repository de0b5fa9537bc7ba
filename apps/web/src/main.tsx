// First: before any schema is built (see the module).
import '@/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAppLayout, loadDashboardPage, loadLandingPage, loadSimpleLoginPage, loadSimpleRegisterPage } from '@/app/lazy-pages';
import { Providers } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { readAuthToken, readStoredUserJson } from '@/lib/auth-storage';
import { ROUTES } from '@/routes';
import '@/styles/index.css';

// A failed preload is retried by React.lazy when the page renders.
const ignore = () => undefined;
const DASHBOARD_PATHS: readonly string[] = [ROUTES.home, ROUTES.dashboard, ROUTES.simpleLogin];
const AUTH_SCREEN_PATHS: readonly string[] = [ROUTES.login, ROUTES.auth, ROUTES.resetPassword];

// Start downloading the likely first page while the session check runs, instead of after it.
if (readAuthToken() || readStoredUserJson()) {
  loadAppLayout().catch(ignore);
  if (DASHBOARD_PATHS.includes(window.location.pathname)) loadDashboardPage().catch(ignore);
} else if (AUTH_SCREEN_PATHS.includes(window.location.pathname)) {
  loadLandingPage().catch(ignore);
} else if (window.location.pathname === ROUTES.register) {
  loadSimpleRegisterPage().catch(ignore);
} else {
  loadSimpleLoginPage().catch(ignore);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing #root');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
