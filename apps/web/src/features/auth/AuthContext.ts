import { createContext } from 'react';
import type { SessionUser } from '@/features/auth/api/auth.api';
import type { FlashToast } from '@/lib/flash-toast';

// 'restricted' (issue 16): signed in as a suspended or banned member, whose token reaches only their standing, its
// appeal and sign-out; the app shows the notice (/suspended) and nothing else.
export type AuthStatus = 'loading' | 'signedIn' | 'restricted' | 'signedOut';

export interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  // `notice`: the toast the page shows after the reload, instead of 'Logged out'.
  signOut: (notice?: FlashToast) => Promise<void>;
  // After the member changes their own profile: the session cache and the stored fallback follow.
  replaceUser: (user: SessionUser) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
