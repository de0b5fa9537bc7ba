import { z } from 'zod';
import { singleLine } from '../single-line';
import { webUrl } from '../web-url';
import { ProfessionalTypeSchema, SubscriptionTierSchema } from '../enums';
import { decimalInt, entityId } from '../ids';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, isCommonPassword } from './password-policy';

// Texts where the spec gives them; the rest are pinned in docs/api.md.
export const IDENTITY_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  invalidProfileEmail: 'Invalid email address',
  nameRequired: 'Name is required',
  usernameRequired: 'Username is required',
  usernameFormat: 'Username must be 3-30 letters, numbers, dots, dashes or underscores',
  invalidUrl: 'Invalid URL',
  invalidCredentials: 'Invalid credentials',
  tooManyLogins: 'Too many login attempts. Please try again later.',
  tooManyResets: 'Too many password reset requests. Please try again later.',
  usernameTaken: 'Username is already taken',
  emailTaken: 'An account with this email already exists',
  userNotFound: 'User not found',
  currentPasswordRequired: 'Enter your current password to change your email',
  currentPasswordWrong: 'Current password is incorrect',
  passwordChanged: 'Your password has been changed. Other devices were signed out.',
  tokenRequired: 'Token is required',
  resetTokenInvalid: 'Invalid or expired reset token',
  resetRequested: 'If an account exists for that email, we have sent instructions to reset your password.',
  resetDone: 'Your password has been reset successfully. You can now log in.',
  loginOk: 'Login successful',
  registerOk: 'Registration successful',
  logoutOk: 'Logged out',
} as const;

// A text a member writes in several lines (a bio, a description): kept as typed.
const trimmed = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

export const EmailSchema = z
  .string({ error: IDENTITY_MESSAGES.invalidEmail })
  .trim()
  .max(254, IDENTITY_MESSAGES.invalidEmail)
  .pipe(z.email({ error: IDENTITY_MESSAGES.invalidEmail }))
  .transform((email) => email.toLowerCase());

export const UsernameSchema = z
  .string({ error: IDENTITY_MESSAGES.usernameRequired })
  .trim()
  .min(1, IDENTITY_MESSAGES.usernameRequired)
  .regex(/^[A-Za-z0-9_.-]{3,30}$/, IDENTITY_MESSAGES.usernameFormat);

// A new password: length, the common-password block. Any Unicode is kept as typed.
export const NewPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, PASSWORD_MESSAGES.required)
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)
  .refine((password) => !isCommonPassword(password), PASSWORD_MESSAGES.common);

// docs/reliability.md#stored-xss: only http(s) links are stored; `javascript:`, `data:` and friends are refused.
export const WebUrlSchema = webUrl(IDENTITY_MESSAGES.invalidUrl);

// '' clears an optional text field; the server stores null. optionalText keeps line breaks (a bio, a
// description), optionalLine refuses them (a place, a field of study: docs/api.md § Single-line fields).
export const optionalText = (max: number) =>
  trimmed(max)
    .nullish()
    .transform((value) => (value ? value : null));
export const optionalLine = (max: number) =>
  singleLine(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const optionalWebUrl = () =>
  z
    .union([z.literal(''), WebUrlSchema])
    .nullish()
    .transform((value) => (value ? value : null));

// Skills and genres are lists (docs/api.md); a comma-separated string is accepted and split, as the
// spec's forms do, so a direct API caller gets the same result.
export const TagListSchema = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.split(',') : value),
    z.array(singleLine(50, { tooLong: 'Each entry must be at most 50 characters' })).max(30, 'At most 30 entries'),
  )
  .transform((items) => [...new Set(items.filter(Boolean))]);

export const RegisterSchema = z
  .object({
    username: UsernameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    confirmPassword: z.string().optional(),
    type: ProfessionalTypeSchema,
    name: singleLine(100).optional(),
    firstName: singleLine(50).optional(),
    lastName: singleLine(50).optional(),
    location: optionalLine(100),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== undefined && value.confirmPassword !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_MESSAGES.mismatch });
    }
    if (!displayNameOf(value)) ctx.addIssue({ code: 'custom', path: ['name'], message: IDENTITY_MESSAGES.nameRequired });
  })
  .transform(({ confirmPassword: _confirm, firstName: _first, lastName: _last, ...rest }) => ({
    ...rest,
    name: displayNameOf({ name: rest.name, firstName: _first, lastName: _last }),
  }));
export type RegisterInput = z.input<typeof RegisterSchema>;
export type Register = z.output<typeof RegisterSchema>;

// The simple registration screen sends first and last name; the display name is the two joined.
function displayNameOf(value: { name?: string; firstName?: string; lastName?: string }): string {
  if (value.name) return value.name;
  return [value.firstName, value.lastName].filter(Boolean).join(' ');
}

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: PASSWORD_MESSAGES.required }).min(1, PASSWORD_MESSAGES.required).max(PASSWORD_MAX_LENGTH, IDENTITY_MESSAGES.invalidCredentials),
  // For a member with two-factor sign-in on: the authenticator's code or a recovery code (without it, 401
  // TWO_FACTOR_REQUIRED once the password is right).
  code: z.string().trim().max(20).optional(),
});
export type Login = z.infer<typeof LoginSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z
  .object({
    token: z.string({ error: IDENTITY_MESSAGES.tokenRequired }).trim().min(1, IDENTITY_MESSAGES.tokenRequired).max(200, IDENTITY_MESSAGES.resetTokenInvalid),
    newPassword: NewPasswordSchema,
    confirmPassword: z.string({ error: PASSWORD_MESSAGES.required }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { path: ['confirmPassword'], message: PASSWORD_MESSAGES.mismatch });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

// Changing the password while signed in (Settings › Account): the current one, and the new one twice.
export const ChangePasswordSchema = z
  .object({
    currentPassword: z.string({ error: PASSWORD_MESSAGES.required }).min(1, PASSWORD_MESSAGES.required).max(PASSWORD_MAX_LENGTH),
    newPassword: NewPasswordSchema,
    confirmPassword: z.string({ error: PASSWORD_MESSAGES.required }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { path: ['confirmPassword'], message: PASSWORD_MESSAGES.mismatch });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

// Only these fields can be changed here (docs/reliability.md#mass-assignment); tier, badges, verification, counters
// and Stripe ids are owned by other flows. Unknown keys are dropped, not stored.
export const UpdateProfileSchema = z
  .object({
    name: singleLine(100, { required: IDENTITY_MESSAGES.nameRequired }),
    username: UsernameSchema,
    email: z
      .string()
      .trim()
      .max(254, IDENTITY_MESSAGES.invalidProfileEmail)
      .pipe(z.email({ error: IDENTITY_MESSAGES.invalidProfileEmail }))
      .transform((email) => email.toLowerCase()),
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
    type: ProfessionalTypeSchema,
    location: optionalLine(100),
    bio: optionalText(2000),
    websiteUrl: optionalWebUrl(),
    skills: TagListSchema,
    genres: TagListSchema,
  })
  .partial();
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;

// What everyone may see of a member. Never an email, a hash, a token or a Stripe id (docs/reliability.md#excessive-exposure).
export const PublicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  type: ProfessionalTypeSchema,
  location: z.string().nullable(),
  bio: z.string().nullable(),
  profileImage: z.string().nullable(),
  coverImage: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  skills: z.array(z.string()),
  genres: z.array(z.string()),
  subscriptionTier: SubscriptionTierSchema,
  isFoundingMember: z.boolean(),
  verifiedProfile: z.boolean(),
  badges: z.array(z.string()),
  connectionCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

// The signed-in member's own account (GET /api/user, login, register, profile updates).
export const SelfUserSchema = PublicUserSchema.extend({
  email: z.string(),
  subscriptionExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  trialEndsAt: z.iso.datetime({ offset: true }).nullable(),
  referralCount: z.number().int(),
  profileViews: z.number().int(),
  searchAppearances: z.number().int(),
});
export type SelfUser = z.infer<typeof SelfUserSchema>;

export const AuthResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: SelfUserSchema,
  // The member is suspended or banned; the token reaches only their standing, its appeal and sign-out.
  restricted: z.literal(true).optional(),
  // This sign-in cancelled the account's scheduled deletion (PRIVACY_MESSAGES.deletionCancelled).
  deletionCancelled: z.literal(true).optional(),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });

export const ForgotPasswordResponseSchema = z.object({
  message: z.string(),
  token: z.string().optional().describe('Only when RESET_TOKEN_IN_RESPONSE=true (embedded mode); otherwise mailed'),
});

export const UsersQuerySchema = z.object({
  search: singleLine(100, { breaks: 'strip' }).optional().describe('Matches username, name, location and skills'),
  page: decimalInt(1, 10_000).default(1),
  limit: decimalInt(1, 100).default(50),
});
export type UsersQuery = z.infer<typeof UsersQuerySchema>;
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const UserIdParamsSchema = z.object({
  id: entityId(IDENTITY_MESSAGES.userNotFound),
});

export const ProfilePictureResponseSchema = z.object({
  message: z.string(),
  profileImage: z.string().nullable(),
  coverImage: z.string().nullable(),
  imageUrl: z.string(),
  user: SelfUserSchema,
});

export const UPLOAD_MESSAGES = {
  invalidType: 'Invalid file type',
  invalidTypeDetail: 'Please select an image file.',
  tooLarge: 'File too large',
  tooLargeDetail: 'Please select an image under 10MB.',
  tooManyPixels: 'Image dimensions are too large',
  unreadable: 'The image could not be read',
  missing: 'No file uploaded',
  // A body that is not a whole multipart form (no boundary, a wrong one, no closing one).
  malformed: 'Malformed upload',
} as const;
export const PROFILE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
