import type { SessionUser } from '@/features/auth/api/auth.api';
import { AUTH_EVENTS, emitAuthEvent } from '@/lib/auth-events';
import { canStoreAuth, markTokenRestricted, storeAuthSession } from '@/lib/auth-storage';
import { queueFlashToast } from '@/lib/flash-toast';
import { ROUTES } from '@/routes';

// The page reloads 100 ms after login (the auth-state-changed listeners re-read first).
export const RELOAD_AFTER_LOGIN_MS = 100;

export class StorageUnavailableError extends Error {
  constructor() {
    super('Unable to store authentication data');
    this.name = 'StorageUnavailableError';
  }
}

export function assertCanStoreAuth(): void {
  if (!canStoreAuth()) throw new StorageUnavailableError();
}

// Store token and user and announce it. Throws when storage refuses the write. A suspended or banned
// member's token (the login said `restricted`) is marked so before anyone hears of it.
export function persistSession(token: string, user: SessionUser, { restricted = false }: { restricted?: boolean } = {}): void {
  if (!storeAuthSession(token, JSON.stringify(user))) throw new StorageUnavailableError();
  if (restricted) markTokenRestricted(token);
  emitAuthEvent(AUTH_EVENTS.authStateChanged);
}

// Then reload into the app 100 ms later. The toast is parked so it shows on the page the reload
// lands on.
export function reloadIntoApp(toast: { title: string; description?: string }, destination: string = ROUTES.dashboard): void {
  queueFlashToast({ ...toast, variant: 'success' });
  window.setTimeout(() => window.location.assign(destination), RELOAD_AFTER_LOGIN_MS);
}

// A suspended or banned member lands on the notice, without a welcome (`notice`: a toast that must still be said).
export function reloadIntoSuspendedNotice(notice?: { title: string; description?: string }): void {
  if (notice) queueFlashToast({ ...notice, variant: 'success' });
  window.setTimeout(() => window.location.assign(ROUTES.suspended), RELOAD_AFTER_LOGIN_MS);
}
