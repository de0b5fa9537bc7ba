import { PrivacyErrorCode, type ErrorDefinition } from '../error-codes';
import { PRIVACY_MESSAGES } from './privacy.schemas';

export const PRIVACY_ERRORS: Record<PrivacyErrorCode, ErrorDefinition> = {
  [PrivacyErrorCode.ExportTooSoon]: { kind: 'rate_limited', message: PRIVACY_MESSAGES.exportTooSoon },
  [PrivacyErrorCode.ExportNotFound]: { kind: 'not_found', message: PRIVACY_MESSAGES.exportNotFound },
  [PrivacyErrorCode.ExportLinkInvalid]: { kind: 'forbidden', message: PRIVACY_MESSAGES.exportLinkInvalid },
  [PrivacyErrorCode.DeletionPending]: { kind: 'conflict', message: PRIVACY_MESSAGES.deletionPending },
};
