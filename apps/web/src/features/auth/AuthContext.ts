import { createContext } from 'react';
import type { SessionUser } from '@/features/auth/api/auth.api';
import type { FlashToast } from '@/lib/flash-toast';

// 'restricted': signed in as a suspended or banned member, whose token reaches only their standing, its
// appeal and sign-out; the app shows the notice (/suspended) and nothing else.
export type AuthStatus = 'loading' | 'signedIn' | 'restricted' | 'signedOut';

export interface SignOutOptions {
  // The server has already ended every session (the account's deletion): nothing is sent, the session is
  // forgotten here only.
  endedByServer?: boolean;
  // Where the reload lands (default /).
  to?: string;
}

export interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  // `notice`: the toast the page shows after the reload, instead of 'Logged out' (null: none).
  signOut: (notice?: FlashToast | null, options?: SignOutOptions) => Promise<void>;
  // After the member changes their own profile: the session cache and the stored fallback follow.
  replaceUser: (user: SessionUser) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
