import { afterEach } from '@jest/globals';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, configure, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '@/app/query-client';
import { AppRealtimeProvider } from '@/app/realtime';
import { Toaster } from '@/components/ui/toaster';
import { AuthProvider, type SessionUser } from '@/features/auth';
import { ThemeProvider } from '@/features/theme';
import { dismissToast } from '@/hooks/useToast';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { installFakeApi, type FakeApi } from './fake-api';
import { FakeWebSocket } from './fake-websocket';
import { restoreOnline } from './online';

// findBy/waitFor give up after 1 s by default: too short on a busy machine (a CI box sharing its cores), where a
// screen that is right can take longer to get there. Waiting longer never hides a wrong screen.
configure({ asyncUtilTimeout: 5000 });
export interface RenderOptions {
  // The signed-in member (stored token and user, and GET /api/user answers them); null: a visitor.
  user?: Partial<SessionUser> | null;
  // Where the router starts, e.g. '/jobs?type=full-time'.
  route?: string;
  // The route pattern the element is mounted at, for useParams (e.g. '/marketplace/:id').
  path?: string;
  // 'browser': the router runs on jsdom's own history, for screens that read window.location (the events, marketplace,
  // forum and search pages compare the URL they are about to write with it). Default: a MemoryRouter.
  history?: 'memory' | 'browser';
  // Routes answered before the first render (the loading state is fetched at mount).
  api?: (api: FakeApi) => void;
}

export interface Rendered extends RenderResult {
  api: FakeApi;
  user: UserEvent;
  queryClient: QueryClient;
  // The router's current location (path + search), as the member's address bar shows it.
  location: () => string;
}

export const TEST_TOKEN = 'test-token';

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    username: 'alex',
    name: 'Alex Player',
    email: 'alex@example.com',
    type: 'musician',
    location: 'London',
    bio: null,
    profileImage: null,
    coverImage: null,
    websiteUrl: null,
    skills: [],
    genres: [],
    subscriptionTier: 'free',
    isFoundingMember: false,
    verifiedProfile: false,
    badges: [],
    connectionCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    subscriptionExpiresAt: null,
    trialEndsAt: null,
    referralCount: 0,
    profileViews: 0,
    searchAppearances: 0,
    ...overrides,
  };
}

const currentLocation = { path: '/' };
function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    currentLocation.path = `${location.pathname}${location.search}`;
  }, [location]);
  return null;
}

// The app's providers (query client with the app's defaults, theme, auth, realtime, toasts) around `ui`, in a
// MemoryRouter; fetch and WebSocket are the fakes of ./fake-api and ./fake-websocket.
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const api = installFakeApi();
  FakeWebSocket.install();
  const member = options.user === undefined || options.user === null ? null : sessionUser(options.user);
  if (member) {
    window.localStorage.setItem(STORAGE_KEYS.authToken, TEST_TOKEN);
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(member));
    api.on('GET', '/api/user', member);
    api.on('POST', '/api/realtime/ticket', { ticket: 'test-ticket', expiresInSeconds: 30 });
  }
  options.api?.(api);
  const queryClient = createQueryClient();
  const route = options.route ?? '/';
  const path = options.path ?? '*';
  const browser = options.history === 'browser';
  if (browser) window.history.replaceState(null, '', route);
  const Router = ({ children }: { children: ReactNode }) =>
    browser ? <BrowserRouter>{children}</BrowserRouter> : <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthProvider>
          <AppRealtimeProvider>
            <Router>
              <LocationProbe />
              <Routes>
                <Route path={path} element={children} />
              </Routes>
            </Router>
            <Toaster />
          </AppRealtimeProvider>
        </AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
  const result = render(ui, { wrapper });
  return { ...result, api, user: userEvent.setup(), queryClient, location: () => currentLocation.path };
}

afterEach(() => {
  cleanup();
  restoreOnline();
  dismissToast();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
