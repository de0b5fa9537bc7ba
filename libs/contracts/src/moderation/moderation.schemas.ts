import { z } from 'zod';
import { decimalInt, entityId } from '../ids';

// Report and moderation: what can be reported, why, and what a moderator decides.
export const REPORT_KINDS = ['member', 'post', 'comment', 'message', 'job', 'event', 'collaboration', 'listing', 'forum_post', 'forum_comment'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'inappropriate', 'scam', 'impersonation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech or symbols',
  inappropriate: 'Nudity, violence or other inappropriate content',
  scam: 'Scam, fraud or a fake',
  impersonation: 'Pretending to be someone else',
  other: 'Something else',
};

export const MODERATION_ACTIONS = ['dismiss', 'remove', 'suspend', 'ban'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const CASE_STATUSES = ['open', 'dismissed', 'removed', 'suspended', 'banned'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const SUSPENSION_DAYS_MAX = 365;
export const REPORT_DETAILS_MAX = 1000;
export const APPEAL_MESSAGE_MIN = 10;
export const APPEAL_MESSAGE_MAX = 2000;
// A report keeps this much of the reported text, as it was when reported (the item may change or go).
export const REPORT_EXCERPT_MAX = 500;

export const MODERATION_MESSAGES = {
  reported: 'Thanks for telling us. A moderator will look at it, and no one will know it was you.',
  alreadyReported: 'You have already reported this',
  reportOwn: "You can't report yourself or your own content",
  reasonRequired: 'Choose a reason',
  detailsTooLong: `Keep the details under ${REPORT_DETAILS_MAX} characters`,
  moderatorsOnly: 'Only moderators can do this',
  caseNotFound: 'Report not found',
  caseDecided: 'This report has already been decided',
  daysRequired: `Suspend for 1 to ${SUSPENSION_DAYS_MAX} days`,
  removeNothing: 'A member report has no item to remove: dismiss it, or suspend or ban the member',
  suspended: 'Your account is suspended. You can read why and appeal.',
  notSuspended: 'Your account is in good standing',
  appealTooShort: `Tell us a little more (at least ${APPEAL_MESSAGE_MIN} characters)`,
  appealTooLong: `Keep your appeal under ${APPEAL_MESSAGE_MAX} characters`,
  appealExists: 'You have already appealed this decision',
  appealNotFound: 'Appeal not found',
  appealDecided: 'This appeal has already been decided',
} as const;

// A moderator's note on a decision (null when left empty).
const optionalNote = z
  .string()
  .trim()
  .max(REPORT_DETAILS_MAX)
  .optional()
  .nullable()
  .transform((value) => value || null);

// POST /api/<item>/report, in every service that owns a kind of item.
export const CreateReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: MODERATION_MESSAGES.reasonRequired }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, MODERATION_MESSAGES.detailsTooLong)
    .optional()
    .nullable()
    .transform((value) => value || null),
});
export type CreateReport = z.infer<typeof CreateReportSchema>;

export const ReportReceiptSchema = z.object({ reported: z.literal(true), message: z.string() });
export type ReportReceipt = z.infer<typeof ReportReceiptSchema>;

// The moderation queue (moderators only). Reporters are never named to anyone, moderators included.
export const ModerationCaseSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  itemId: z.number().int(),
  subject: z.object({ id: z.number().int(), name: z.string().nullable(), username: z.string().nullable() }),
  excerpt: z.string().describe('The reported text as it was when first reported'),
  status: z.enum(CASE_STATUSES),
  reportCount: z.number().int(),
  reports: z.array(z.object({ reason: z.enum(REPORT_REASONS), details: z.string().nullable(), reportedAt: z.string() })),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  decision: z
    .object({
      action: z.enum(MODERATION_ACTIONS),
      removedItem: z.boolean(),
      until: z.string().nullable(),
      notes: z.string().nullable(),
      moderatorId: z.number().int(),
      decidedAt: z.string(),
    })
    .nullable(),
});
export type ModerationCase = z.infer<typeof ModerationCaseSchema>;

export const ModerationCasesQuerySchema = z.object({
  status: z.enum(['open', 'decided']).default('open'),
  kind: z.enum(REPORT_KINDS).optional(),
  page: decimalInt(1, 10_000).default(1),
  limit: decimalInt(1, 50).default(20),
});
export type ModerationCasesQuery = z.infer<typeof ModerationCasesQuerySchema>;

export const ModerationCasesPageSchema = z.object({ cases: z.array(ModerationCaseSchema), total: z.number().int() });
export type ModerationCasesPage = z.infer<typeof ModerationCasesPageSchema>;

export const CaseParamsSchema = z.object({ id: entityId(MODERATION_MESSAGES.caseNotFound) });
export const AppealParamsSchema = z.object({ id: entityId(MODERATION_MESSAGES.appealNotFound) });

// dismiss: nothing wrong; remove: the item goes; suspend (for `days`) or ban the member, and with `removeItem`
// the item goes too.
export const CaseDecisionSchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { error: `action must be one of: ${MODERATION_ACTIONS.join(', ')}` }),
    days: z.number().int().min(1, MODERATION_MESSAGES.daysRequired).max(SUSPENSION_DAYS_MAX, MODERATION_MESSAGES.daysRequired).optional(),
    removeItem: z.boolean().default(false),
    notes: optionalNote,
  })
  .superRefine((value, ctx) => {
    if (value.action === 'suspend' && value.days === undefined) ctx.addIssue({ code: 'custom', path: ['days'], message: MODERATION_MESSAGES.daysRequired });
  });
export type CaseDecision = z.infer<typeof CaseDecisionSchema>;

export const ModerationRoleSchema = z.object({ moderator: z.boolean() });

// A member's standing, which a suspended member can always read (and appeal).
export const APPEAL_STATUSES = ['open', 'upheld', 'lifted'] as const;
export const AppealViewSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  status: z.enum(APPEAL_STATUSES),
  response: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AppealView = z.infer<typeof AppealViewSchema>;

export const AccountStandingSchema = z.object({
  status: z.enum(['active', 'suspended', 'banned']),
  until: z.string().nullable().describe('When a suspension ends'),
  reason: z.string().nullable().describe("What was reported and the moderator's note"),
  since: z.string().nullable(),
  appeal: AppealViewSchema.nullable(),
});
export type AccountStanding = z.infer<typeof AccountStandingSchema>;

export const CreateAppealSchema = z.object({
  message: z.string().trim().min(APPEAL_MESSAGE_MIN, MODERATION_MESSAGES.appealTooShort).max(APPEAL_MESSAGE_MAX, MODERATION_MESSAGES.appealTooLong),
});
export type CreateAppeal = z.infer<typeof CreateAppealSchema>;

export const ModerationAppealSchema = AppealViewSchema.extend({
  member: z.object({ id: z.number().int(), name: z.string().nullable(), username: z.string() }),
  standing: AccountStandingSchema.omit({ appeal: true }),
});
export type ModerationAppeal = z.infer<typeof ModerationAppealSchema>;
export const ModerationAppealsQuerySchema = z.object({ status: z.enum(['open', 'decided']).default('open') });

export const AppealDecisionSchema = z.object({
  action: z.enum(['uphold', 'lift'], { error: 'action must be uphold or lift' }),
  notes: optionalNote,
});
export type AppealDecision = z.infer<typeof AppealDecisionSchema>;
