import type { ErrorDefinition } from '../errors';
import { REFERRAL_MESSAGES } from './referral.schemas';
import { IDENTITY_MESSAGES } from './user.schemas';

// Identity's error codes (docs/api.md § Identity). A code is part of the API: never rename one.
export enum IdentityErrorCode {
  InvalidCredentials = 'INVALID_CREDENTIALS',
  InvalidResetToken = 'INVALID_RESET_TOKEN',
  UsernameTaken = 'USERNAME_TAKEN',
  EmailTaken = 'EMAIL_TAKEN',
  InvalidReferral = 'INVALID_REFERRAL',
  AlreadyMember = 'ALREADY_MEMBER',
  AlreadyInvited = 'ALREADY_INVITED',
  SelfReferral = 'SELF_REFERRAL',
  NotNewMember = 'NOT_NEW_MEMBER',
  AlreadyReferred = 'ALREADY_REFERRED',
}

export const IDENTITY_ERRORS: Record<IdentityErrorCode, ErrorDefinition> = {
  [IdentityErrorCode.InvalidCredentials]: { kind: 'unauthenticated', message: IDENTITY_MESSAGES.invalidCredentials },
  [IdentityErrorCode.InvalidResetToken]: { kind: 'validation', message: IDENTITY_MESSAGES.resetTokenInvalid },
  [IdentityErrorCode.UsernameTaken]: { kind: 'conflict', message: IDENTITY_MESSAGES.usernameTaken },
  [IdentityErrorCode.EmailTaken]: { kind: 'conflict', message: IDENTITY_MESSAGES.emailTaken },
  [IdentityErrorCode.InvalidReferral]: { kind: 'not_found', message: REFERRAL_MESSAGES.invalid },
  [IdentityErrorCode.AlreadyMember]: { kind: 'conflict', message: REFERRAL_MESSAGES.alreadyMember },
  [IdentityErrorCode.AlreadyInvited]: { kind: 'conflict', message: REFERRAL_MESSAGES.alreadyInvited },
  [IdentityErrorCode.SelfReferral]: { kind: 'conflict', message: REFERRAL_MESSAGES.selfReferral },
  [IdentityErrorCode.NotNewMember]: { kind: 'conflict', message: REFERRAL_MESSAGES.notNewMember },
  [IdentityErrorCode.AlreadyReferred]: { kind: 'conflict', message: REFERRAL_MESSAGES.alreadyReferred },
};
