import { SupportErrorCode, type ErrorDefinition } from '../error-codes';
import { SUPPORT_MESSAGES } from './support.schemas';

export const SUPPORT_ERRORS: Record<SupportErrorCode, ErrorDefinition> = {
  [SupportErrorCode.BusinessOnly]: { kind: 'forbidden', message: SUPPORT_MESSAGES.businessOnly },
  [SupportErrorCode.AgentsOnly]: { kind: 'forbidden', message: SUPPORT_MESSAGES.agentsOnly },
  [SupportErrorCode.NotFound]: { kind: 'not_found', message: SUPPORT_MESSAGES.notFound },
  [SupportErrorCode.NotResolved]: { kind: 'conflict', message: SUPPORT_MESSAGES.notResolved },
  [SupportErrorCode.AlreadyRated]: { kind: 'conflict', message: SUPPORT_MESSAGES.alreadyRated },
  [SupportErrorCode.NotAgent]: { kind: 'validation', message: SUPPORT_MESSAGES.notAgent },
};
