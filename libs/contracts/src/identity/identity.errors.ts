import { z } from 'zod';
import { IdentityErrorCode, type ErrorDefinition } from '../error-codes';
import { REFERRAL_MESSAGES } from './referral.schemas';
import { TWO_FACTOR_MESSAGES } from './two-factor.schemas';
import { IDENTITY_MESSAGES } from './user.schemas';

export const IDENTITY_ERRORS: Record<IdentityErrorCode, ErrorDefinition> = {
  [IdentityErrorCode.InvalidCredentials]: { kind: 'unauthenticated', message: IDENTITY_MESSAGES.invalidCredentials },
  [IdentityErrorCode.InvalidResetToken]: { kind: 'validation', message: IDENTITY_MESSAGES.resetTokenInvalid },
  [IdentityErrorCode.UsernameTaken]: { kind: 'conflict', message: IDENTITY_MESSAGES.usernameTaken },
  [IdentityErrorCode.EmailTaken]: { kind: 'conflict', message: IDENTITY_MESSAGES.emailTaken },
  [IdentityErrorCode.InvalidReferral]: {
    kind: 'not_found',
    message: REFERRAL_MESSAGES.invalid,
    // The spec's client reads the validation answer's fields from this refusal too.
    extra: z.object({ valid: z.literal(false), email: z.null(), inviterName: z.null() }),
  },
  [IdentityErrorCode.AlreadyMember]: { kind: 'conflict', message: REFERRAL_MESSAGES.alreadyMember },
  [IdentityErrorCode.AlreadyInvited]: { kind: 'conflict', message: REFERRAL_MESSAGES.alreadyInvited },
  [IdentityErrorCode.SelfReferral]: { kind: 'conflict', message: REFERRAL_MESSAGES.selfReferral },
  [IdentityErrorCode.NotNewMember]: { kind: 'conflict', message: REFERRAL_MESSAGES.notNewMember },
  [IdentityErrorCode.AlreadyReferred]: { kind: 'conflict', message: REFERRAL_MESSAGES.alreadyReferred },
  // At sign-in, after the password was right; elsewhere (turning it on or off) the wrong code is a 400 on `code`.
  [IdentityErrorCode.TwoFactorRequired]: { kind: 'unauthenticated', message: TWO_FACTOR_MESSAGES.required },
  [IdentityErrorCode.InvalidTwoFactorCode]: { kind: 'unauthenticated', message: TWO_FACTOR_MESSAGES.invalidCode },
  [IdentityErrorCode.TwoFactorAlreadyEnabled]: { kind: 'conflict', message: TWO_FACTOR_MESSAGES.alreadyEnabled },
  [IdentityErrorCode.TwoFactorNotEnabled]: { kind: 'conflict', message: TWO_FACTOR_MESSAGES.notEnabled },
  [IdentityErrorCode.TwoFactorLocked]: { kind: 'unauthenticated', message: TWO_FACTOR_MESSAGES.locked },
};
