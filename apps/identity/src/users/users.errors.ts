import { AUTH_MESSAGES, IDENTITY_MESSAGES } from '@stave/contracts';
import { DomainError } from '@stave/platform';

export const userNotFound = () => new DomainError('not_found', IDENTITY_MESSAGES.userNotFound, 'USER_NOT_FOUND');

// A valid token whose member no longer exists is treated like any other dead token.
export const accountGone = () => new DomainError('unauthenticated', AUTH_MESSAGES.invalidToken, 'UNAUTHENTICATED');
