import { SocialErrorCode } from '@stave/contracts';
import { domainError } from '@stave/platform';

// The same answer for a missing post and for someone else's (nothing to learn from the difference).
export const postNotFound = () => domainError(SocialErrorCode.PostNotFound);
