export { AuthProvider } from '@/features/auth/AuthProvider';
export { useAuth } from '@/features/auth/useAuth';
export { authKeys } from '@/features/auth/api/auth.queries';
export type { SessionUser } from '@/features/auth/api/auth.api';
export type { AuthStatus, SignOutOptions } from '@/features/auth/AuthContext';
