import { createContext } from 'react';
import type { SessionUser } from '@/features/auth/api/auth.api';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  signOut: () => Promise<void>;
  // After the member changes their own profile: the session cache and the stored fallback follow.
  replaceUser: (user: SessionUser) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
