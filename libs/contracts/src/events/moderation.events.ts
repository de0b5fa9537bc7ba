import { z } from 'zod';
import { MODERATION_ACTIONS, REPORT_EXCERPT_MAX, REPORT_KINDS, REPORT_REASONS } from '../moderation/moderation.schemas';

const id = () => z.number().int().positive();

// A member reported an item of the service that announces it (`<service>.report.filed.v1`): what, whose, why, and
// the text as it was, for identity's moderation queue. One per reporter and item (the owner refuses a second).
export const ContentReportedV1 = z.object({
  kind: z.enum(REPORT_KINDS),
  itemId: id(),
  subjectId: id().describe("The item's author or owner (the member for a member report)"),
  reporterId: id(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  excerpt: z.string().max(REPORT_EXCERPT_MAX),
  reportedAt: z.iso.datetime({ offset: true }),
});

// A moderator decided a case (identity): the service that owns the item removes it when `removeItem`.
export const ModerationDecidedV1 = z.object({
  caseId: id(),
  kind: z.enum(REPORT_KINDS),
  itemId: id(),
  subjectId: id(),
  action: z.enum(MODERATION_ACTIONS),
  removeItem: z.boolean(),
  until: z.iso.datetime({ offset: true }).nullable(),
  decidedAt: z.iso.datetime({ offset: true }),
});
