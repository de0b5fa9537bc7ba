import { SOCIAL_MESSAGES } from '@stave/contracts';
import { DomainError } from '@stave/platform';

// The same answer for a missing post and for someone else's (nothing to learn from the difference).
export const postNotFound = () => new DomainError('not_found', SOCIAL_MESSAGES.postNotFound, 'POST_NOT_FOUND');
