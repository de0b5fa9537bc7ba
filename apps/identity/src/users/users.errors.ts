import { AUTH_MESSAGES, CommonErrorCode, IdentityErrorCode } from '@stave/contracts';
import { domainError, uniqueViolation, type DomainError } from '@stave/platform';

export const userNotFound = () => domainError(CommonErrorCode.UserNotFound);

// A valid token whose member no longer exists is treated like any other dead token.
export const accountGone = () => domainError(CommonErrorCode.Unauthenticated, { message: AUTH_MESSAGES.invalidToken });

// The username or email another account already has (the users table's unique indexes), named by
// field; null for any other error.
export function takenFieldError(error: unknown): DomainError | null {
  const index = uniqueViolation(error);
  if (index === 'users_username_key') return domainError(IdentityErrorCode.UsernameTaken, { path: 'username' });
  if (index === 'users_email_key') return domainError(IdentityErrorCode.EmailTaken, { path: 'email' });
  return null;
}
