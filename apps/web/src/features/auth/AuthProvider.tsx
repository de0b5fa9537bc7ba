import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { parseStoredUser, postLogout } from '@/features/auth/api/auth.api';
import { authKeys, useSessionUserQuery } from '@/features/auth/api/auth.queries';
import { AuthContext, type AuthContextValue, type AuthStatus } from '@/features/auth/AuthContext';
import { AUTH_EVENTS } from '@/lib/auth-events';
import { clearAuthStorage, readStoredUserJson } from '@/lib/auth-storage';
import { forgetRememberedPath } from '@/lib/navigation-cache';

// Spec §4: login emits auth-state-changed and storage is re-read 100 ms later.
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
  return () => {
    clearTimeout(timer);
    window.removeEventListener('storage', onChange);
    window.removeEventListener(AUTH_EVENTS.tokenExpired, onChange);
    window.removeEventListener(AUTH_EVENTS.sessionExpired, onChange);
    window.removeEventListener(AUTH_EVENTS.authStateChanged, delayed);
  };
}

// UI state only: who is signed in is server state (the /api/user query); the stored user is
// the fallback shown while that query is pending.
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const storedUserJson = useSyncExternalStore(subscribeToStoredUser, readStoredUserJson, () => null);
  const storedUser = useMemo(() => parseStoredUser(storedUserJson), [storedUserJson]);
  const sessionQuery = useSessionUserQuery();

  useEffect(() => {
    const revalidate = () => void queryClient.invalidateQueries({ queryKey: authKeys.user });
    const expire = () => queryClient.setQueryData(authKeys.user, null);
    const revalidateLater = () => setTimeout(revalidate, AUTH_REREAD_DELAY_MS);
    window.addEventListener(AUTH_EVENTS.tokenExpired, revalidate);
    window.addEventListener(AUTH_EVENTS.sessionExpired, expire);
    window.addEventListener(AUTH_EVENTS.authStateChanged, revalidateLater);
    return () => {
      window.removeEventListener(AUTH_EVENTS.tokenExpired, revalidate);
      window.removeEventListener(AUTH_EVENTS.sessionExpired, expire);
      window.removeEventListener(AUTH_EVENTS.authStateChanged, revalidateLater);
    };
  }, [queryClient]);

  const signOut = useCallback(async () => {
    await postLogout();
    clearAuthStorage();
    forgetRememberedPath();
    queryClient.clear();
    // Spec §4: logout reloads at /.
    window.location.assign('/');
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(() => {
    if (sessionQuery.isPending) {
      const status: AuthStatus = storedUser ? 'signedIn' : 'loading';
      return { status, user: storedUser, signOut };
    }
    const user = sessionQuery.data ?? null;
    return { status: user ? 'signedIn' : 'signedOut', user, signOut };
  }, [sessionQuery.isPending, sessionQuery.data, storedUser, signOut]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
