import { z } from 'zod';
import { REFERRAL_STATUSES } from '../enums';
import { jsonId } from '../ids';
import { EmailSchema } from './user.schemas';

// Texts for the invitation flow.
export const REFERRAL_MESSAGES = {
  valid: "You've been invited to join Stave!",
  invalid: 'This referral link is not valid or has expired',
  completed: "You've successfully joined via a referral invitation!",
  selfReferral: 'You cannot use your own referral link',
  alreadyReferred: 'Your account has already joined through an invitation',
  notNewMember: 'Referral links are for new members only',
  alreadyMember: 'This person is already a Stave member',
  alreadyInvited: 'You have already invited this email address',
  tooMany: 'You have sent too many invitations today. Please try again tomorrow.',
} as const;

// Invitations stay valid this long after they are sent.
export const REFERRAL_LIFETIME_DAYS = 30;

export const CreateReferralSchema = z.object({ email: EmailSchema });
export type CreateReferral = z.infer<typeof CreateReferralSchema>;

export const ReferralTokenParamsSchema = z.object({ token: z.string().trim().min(1).max(100) });

// The spec's client sends the new member's id; the signed-in member is the one who joins, whatever it names.
export const CompleteReferralSchema = z
  .object({ userId: jsonId('User not found').optional().describe("The new member's id, as the spec's client sends it (ignored)") })
  .optional();
export type CompleteReferral = z.infer<typeof CompleteReferralSchema>;

export const ReferralSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  token: z.string(),
  link: z.string().describe('Absolute invitation link: /auth?ref=<token>'),
  status: z.enum(REFERRAL_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Referral = z.infer<typeof ReferralSchema>;

export const ReferralValidationSchema = z.object({
  valid: z.boolean(),
  email: z.string().nullable(),
  inviterName: z.string().nullable().describe('Who sent the invitation, for the banner'),
  message: z.string(),
});

export const ReferralCompletionSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  referralCount: z.number().int().describe("The inviting member's completed referrals"),
});
