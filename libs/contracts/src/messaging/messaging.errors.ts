import { MessagingErrorCode, type ErrorDefinition } from '../error-codes';
import { MESSAGING_MESSAGES } from './messaging.schemas';

export const MESSAGING_ERRORS: Record<MessagingErrorCode, ErrorDefinition> = {
  [MessagingErrorCode.ConversationNotFound]: { kind: 'not_found', message: MESSAGING_MESSAGES.conversationNotFound },
  [MessagingErrorCode.MessageNotFound]: { kind: 'not_found', message: MESSAGING_MESSAGES.messageNotFound },
  [MessagingErrorCode.CannotMessageSelf]: { kind: 'validation', message: MESSAGING_MESSAGES.cannotMessageSelf },
  [MessagingErrorCode.CannotBlockSelf]: { kind: 'validation', message: MESSAGING_MESSAGES.cannotBlockSelf },
  [MessagingErrorCode.Blocked]: { kind: 'forbidden', message: MESSAGING_MESSAGES.blocked },
  [MessagingErrorCode.NotARequest]: { kind: 'conflict', message: MESSAGING_MESSAGES.notARequest },
  [MessagingErrorCode.ConnectionsOnly]: { kind: 'forbidden', message: MESSAGING_MESSAGES.connectionsOnly },
};
