import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { parseStoredUser, postLogout, type SessionUser } from '@/features/auth/api/auth.api';
import { authKeys, useSessionUserQuery } from '@/features/auth/api/auth.queries';
import { AuthContext, type AuthContextValue, type AuthStatus, type SignOutOptions } from '@/features/auth/AuthContext';
import { toast } from '@/hooks/useToast';
import { holdRequestsForSignOut } from '@/lib/api-client';
import { AUTH_EVENTS, emitAuthEvent } from '@/lib/auth-events';
import { clearAuthStorage, isStoredTokenRestricted, readStoredUserJson, updateStoredUserJson } from '@/lib/auth-storage';
import { queueFlashToast, takeFlashToast, type FlashToast } from '@/lib/flash-toast';
import { forgetRememberedPath } from '@/lib/navigation-cache';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { ROUTES } from '@/routes';

// Login emits auth-state-changed and storage is re-read 100 ms later.
const AUTH_REREAD_DELAY_MS = 100;

function subscribeToStoredUser(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const delayed = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, AUTH_REREAD_DELAY_MS);
  };
  window.addEventListener('storage', onChange);
  window.addEventListener(AUTH_EVENTS.tokenExpired, onChange);
  window.addEventListener(AUTH_EVENTS.sessionExpired, onChange);
  window.addEventListener(AUTH_EVENTS.authStateChanged, delayed);
  window.addEventListener(AUTH_EVENTS.accountRestricted, onChange);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('storage', onChange);
    window.removeEventListener(AUTH_EVENTS.tokenExpired, onChange);
    window.removeEventListener(AUTH_EVENTS.sessionExpired, onChange);
    window.removeEventListener(AUTH_EVENTS.authStateChanged, delayed);
    window.removeEventListener(AUTH_EVENTS.accountRestricted, onChange);
  };
}

// UI state only: who is signed in is server state (the /api/user query); the stored user is
// the fallback shown while that query is pending.
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const storedUserJson = useSyncExternalStore(subscribeToStoredUser, readStoredUserJson, () => null);
  const storedUser = useMemo(() => parseStoredUser(storedUserJson), [storedUserJson]);
  // Read from storage on the same signals as the stored user (a login, a 403 ACCOUNT_SUSPENDED, another tab).
  const restricted = useSyncExternalStore(subscribeToStoredUser, isStoredTokenRestricted, () => false);
  const sessionQuery = useSessionUserQuery();
  const statusRef = useRef<AuthStatus>('loading');

  useEffect(() => {
    const revalidate = () => void queryClient.invalidateQueries({ queryKey: authKeys.user });
    const expire = () => {
      const was = statusRef.current;
      queryClient.setQueryData(authKeys.user, null);
      // A recognised expiry message ends the session; say so rather than vanish.
      if (was === 'signedIn') {
        toast({ title: 'Session expired', description: 'Your session has expired. Please log in again.', variant: 'destructive' });
      }
      // A lifted (or ended) suspension ends the restricted session; the next sign-in is a whole one.
      if (was === 'restricted') {
        toast({ title: 'Please sign in again', description: 'Your account’s standing has changed. Sign in to see where it stands.' });
      }
    };
    const revalidateLater = () => setTimeout(revalidate, AUTH_REREAD_DELAY_MS);
    // The token turned out to be a suspended member's: what is still on its way is called off (the
    // notice replaces every screen that asked), the session read stays.
    const restrict = () => void queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== authKeys.user[0] });
    // Another tab signed in or out: ask the server again rather than trust this tab's cache.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.authToken) revalidate();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(AUTH_EVENTS.tokenExpired, revalidate);
    window.addEventListener(AUTH_EVENTS.sessionExpired, expire);
    window.addEventListener(AUTH_EVENTS.authStateChanged, revalidateLater);
    window.addEventListener(AUTH_EVENTS.accountRestricted, restrict);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(AUTH_EVENTS.tokenExpired, revalidate);
      window.removeEventListener(AUTH_EVENTS.sessionExpired, expire);
      window.removeEventListener(AUTH_EVENTS.authStateChanged, revalidateLater);
      window.removeEventListener(AUTH_EVENTS.accountRestricted, restrict);
    };
  }, [queryClient]);

  // A toast parked before the last reload (login, registration, logout) shows now.
  useEffect(() => {
    const flash = takeFlashToast();
    if (flash) toast(flash);
  }, []);

  const signOut = useCallback(
    async (notice?: FlashToast | null, { endedByServer = false, to = ROUTES.home }: SignOutOptions = {}) => {
      emitAuthEvent(AUTH_EVENTS.signingOut);
      // Nothing else goes out with the token being revoked (see holdRequestsForSignOut) and reads still
      // on their way are called off. The cache is left for the reload below to discard: clearing it
      // made every query on screen fetch again, tokenless, in the moment before the page went.
      holdRequestsForSignOut();
      void queryClient.cancelQueries();
      const revoked = endedByServer || (await postLogout());
      clearAuthStorage();
      forgetRememberedPath();
      if (notice !== null) {
        queueFlashToast(
          revoked
            ? (notice ?? { title: 'Logged out', description: 'You have been successfully logged out.', variant: 'success' })
            : {
                title: 'Logout failed',
                description: "Stave couldn't be reached to end the session on the server. You are signed out on this device.",
                variant: 'destructive',
              },
        );
      }
      // Logout reloads at / (the account's deletion: at /account-deleted).
      window.location.assign(to);
    },
    [queryClient],
  );

  const replaceUser = useCallback(
    (user: SessionUser) => {
      queryClient.setQueryData(authKeys.user, user);
      updateStoredUserJson(JSON.stringify(user));
    },
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(() => {
    const signedIn: AuthStatus = restricted ? 'restricted' : 'signedIn';
    if (sessionQuery.isPending) {
      const status: AuthStatus = storedUser ? signedIn : 'loading';
      return { status, user: storedUser, signOut, replaceUser };
    }
    const user = sessionQuery.data ?? null;
    return { status: user ? signedIn : 'signedOut', user, signOut, replaceUser };
  }, [sessionQuery.isPending, sessionQuery.data, storedUser, restricted, signOut, replaceUser]);

  useEffect(() => {
    statusRef.current = value.status;
  }, [value.status]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
