import { AdvertisingErrorCode, type ErrorDefinition } from '../error-codes';
import { ADVERTISING_MESSAGES } from './advertising.schemas';

export const ADVERTISING_ERRORS: Record<AdvertisingErrorCode, ErrorDefinition> = {
  [AdvertisingErrorCode.TooMany]: { kind: 'rate_limited', message: ADVERTISING_MESSAGES.tooMany },
  [AdvertisingErrorCode.Spam]: { kind: 'validation', message: ADVERTISING_MESSAGES.spam },
  [AdvertisingErrorCode.StaffOnly]: { kind: 'forbidden', message: ADVERTISING_MESSAGES.staffOnly },
  [AdvertisingErrorCode.NotFound]: { kind: 'not_found', message: ADVERTISING_MESSAGES.notFound },
  [AdvertisingErrorCode.NotStaff]: { kind: 'validation', message: 'That member is not on the partnerships team' },
};
