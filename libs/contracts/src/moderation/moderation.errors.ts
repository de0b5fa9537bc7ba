import { ModerationErrorCode, type ErrorDefinition } from '../error-codes';
import { MODERATION_MESSAGES } from './moderation.schemas';

export const MODERATION_ERRORS: Record<ModerationErrorCode, ErrorDefinition> = {
  [ModerationErrorCode.AlreadyReported]: { kind: 'conflict', message: MODERATION_MESSAGES.alreadyReported },
  [ModerationErrorCode.ReportOwn]: { kind: 'validation', message: MODERATION_MESSAGES.reportOwn },
  [ModerationErrorCode.ModeratorsOnly]: { kind: 'forbidden', message: MODERATION_MESSAGES.moderatorsOnly },
  [ModerationErrorCode.CaseNotFound]: { kind: 'not_found', message: MODERATION_MESSAGES.caseNotFound },
  [ModerationErrorCode.CaseDecided]: { kind: 'conflict', message: MODERATION_MESSAGES.caseDecided },
  [ModerationErrorCode.NothingToRemove]: { kind: 'validation', message: MODERATION_MESSAGES.removeNothing },
  [ModerationErrorCode.NotSuspended]: { kind: 'conflict', message: MODERATION_MESSAGES.notSuspended },
  [ModerationErrorCode.AppealExists]: { kind: 'conflict', message: MODERATION_MESSAGES.appealExists },
  [ModerationErrorCode.AppealNotFound]: { kind: 'not_found', message: MODERATION_MESSAGES.appealNotFound },
  [ModerationErrorCode.AppealDecided]: { kind: 'conflict', message: MODERATION_MESSAGES.appealDecided },
};
