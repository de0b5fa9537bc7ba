import { InsightsErrorCode, type ErrorDefinition } from '../error-codes';
import { INSIGHTS_MESSAGES } from './insights.schemas';

export const INSIGHTS_ERRORS: Record<InsightsErrorCode, ErrorDefinition> = {
  [InsightsErrorCode.BusinessOnly]: { kind: 'forbidden', message: INSIGHTS_MESSAGES.businessOnly },
  [InsightsErrorCode.MonthInFuture]: { kind: 'validation', message: INSIGHTS_MESSAGES.futureMonth },
  [InsightsErrorCode.MonthTooOld]: { kind: 'not_found', message: INSIGHTS_MESSAGES.tooOld },
};
