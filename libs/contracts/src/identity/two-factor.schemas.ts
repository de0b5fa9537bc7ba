import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from './password-policy';

// Two-factor sign-in: TOTP (RFC 6238: SHA-1, 6 digits, 30 s; any authenticator app) with
// ten single-use recovery codes. docs/identity.md § Two-factor sign-in.
export const TWO_FACTOR_MESSAGES = {
  required: 'Enter the 6-digit code from your authenticator app',
  invalidCode: 'That code is not right. Check your authenticator app, or use a recovery code.',
  alreadyEnabled: 'Two-factor sign-in is already on',
  notEnabled: 'Two-factor sign-in is not on',
  setupFirst: 'Start the setup again: scan the new QR code, then enter its code',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off',
  codeRequired: 'Enter a code',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  locked: 'Too many wrong codes. Sign in with a recovery code, or reset your password.',
} as const;

// Wrong codes in a row (at sign-in and in Settings) before only a recovery code or a password reset gets past the
// second factor: someone who has the password gets this many guesses, not a backoff's worth a day.
export const TWO_FACTOR_MAX_FAILURES = 10;

export const RECOVERY_CODE_COUNT = 10;

// A 6-digit code, or a recovery code (10 letters and digits, a dash allowed after the fifth), as typed.
export const TwoFactorCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .max(20, TWO_FACTOR_MESSAGES.invalidCode);

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.iso.datetime({ offset: true }).nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const TwoFactorSetupSchema = z.object({
  // Base32, for typing into an app that cannot scan.
  secret: z.string(),
  otpauthUrl: z.string(),
  // An SVG of the otpauth URL as a QR code, as a data: URL for an <img>.
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

export const EnableTwoFactorSchema = z.object({ code: TwoFactorCodeSchema });
export type EnableTwoFactor = z.infer<typeof EnableTwoFactorSchema>;

export const DisableTwoFactorSchema = z.object({
  password: z.string({ error: PASSWORD_MESSAGES.required }).min(1, PASSWORD_MESSAGES.required).max(PASSWORD_MAX_LENGTH),
  code: TwoFactorCodeSchema,
});
export type DisableTwoFactor = z.infer<typeof DisableTwoFactorSchema>;

export const RecoveryCodesSchema = z.object({ message: z.string(), recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;
