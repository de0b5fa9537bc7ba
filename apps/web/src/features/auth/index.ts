// The session, for the app and every feature (docs/web.md#feature-boundaries). The app's providers import it
// eagerly, so it stays light: the sign-in screens' parts are in ./public-screens.
export { AuthProvider } from '@/features/auth/AuthProvider';
export { useAuth } from '@/features/auth/useAuth';
export { authKeys } from '@/features/auth/api/auth.queries';
export type { SessionUser } from '@/features/auth/api/auth.api';
export type { AuthStatus, SignOutOptions } from '@/features/auth/AuthContext';
