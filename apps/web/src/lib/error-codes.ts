import type { CommonErrorCode } from '@stave/contracts';

// The error codes the web tells answers apart by (docs/api.md): the words may change, the codes
// don't. Restated as strings rather than imported (the contracts' enums are values in the zod-carrying
// barrel, which the entry chunk must not load); the common ones are checked against the enum's type.
export const COMMON_CODES = {
  unauthenticated: 'UNAUTHENTICATED',
  validation: 'VALIDATION',
} as const satisfies Record<string, `${CommonErrorCode}`>;

export const SOCIAL_ERROR_CODES = {
  alreadyRequested: 'ALREADY_REQUESTED',
  alreadyConnected: 'ALREADY_CONNECTED',
} as const;
