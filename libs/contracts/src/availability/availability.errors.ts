import { AvailabilityErrorCode, type ErrorDefinition } from '../error-codes';
import { AVAILABILITY_MESSAGES } from './availability.schemas';

export const AVAILABILITY_ERRORS: Record<AvailabilityErrorCode, ErrorDefinition> = {
  [AvailabilityErrorCode.NotFound]: { kind: 'not_found', message: AVAILABILITY_MESSAGES.notFound },
  [AvailabilityErrorCode.TooMany]: { kind: 'conflict', message: AVAILABILITY_MESSAGES.tooMany },
  [AvailabilityErrorCode.NotShared]: { kind: 'not_found', message: AVAILABILITY_MESSAGES.notShared },
  [AvailabilityErrorCode.IcsInvalid]: { kind: 'validation', message: AVAILABILITY_MESSAGES.icsInvalid },
};
