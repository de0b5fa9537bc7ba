import { CommonErrorCode, FORUM_MESSAGES } from '@stave/contracts';
import { domainError } from '@stave/platform';

// The same answer for a missing thread or reply, someone else's (to edit or delete) and a blocked member's: there is
// nothing to learn from the difference.
export const threadNotFound = () => domainError(CommonErrorCode.NotFound, { message: FORUM_MESSAGES.postNotFound });
export const replyNotFound = () => domainError(CommonErrorCode.NotFound, { message: FORUM_MESSAGES.commentNotFound });
