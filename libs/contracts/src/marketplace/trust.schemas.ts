import { z } from 'zod';
import { LISTING_REPORT_REASONS, LISTING_REPORT_STATUSES } from '../enums';
import { decimalInt, entityId } from '../ids';
import { optionalLine, optionalText, timestamp } from '../jobs/fields';
import { LISTING_SHORT_TEXT_MAX_LENGTH, LISTING_STATUSES, ListingViewSchema, serialNumber } from './listings.schemas';

// Trust and safety around listings: the watch list, reports and their moderation, and the stolen-gear
// register (issue 12). Texts are ours: the spec names the report's fields and statuses only.

// Spec §3 listing_reports.reason and §4 Listing report (the lists live in enums.ts).
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];
export type ListingReportStatus = (typeof LISTING_REPORT_STATUSES)[number];
// Reports from this many different members hide a listing until a moderator decides.
export const LISTING_REPORTS_TO_HIDE = 3;
export const LISTING_REPORT_DESCRIPTION_MAX_LENGTH = 1_000;
export const MODERATION_NOTES_MAX_LENGTH = 2_000;
export const MODERATION_PAGE_SIZE = 20;
// What a decision does to the reported listing: restore it to sale, remove it for good, or leave it.
export const MODERATION_LISTING_ACTIONS = ['restore', 'remove', 'none'] as const;
export type ModerationListingAction = (typeof MODERATION_LISTING_ACTIONS)[number];

export const TRUST_MESSAGES = {
  reasonRequired: `Choose a reason: ${LISTING_REPORT_REASONS.join(', ')}`,
  descriptionTooLong: `Keep the description under ${LISTING_REPORT_DESCRIPTION_MAX_LENGTH} characters`,
  notesTooLong: `Keep the notes under ${MODERATION_NOTES_MAX_LENGTH} characters`,
  reportExists: 'You have already reported this listing',
  reportOwn: 'You cannot report your own listing',
  reportNotFound: 'Report not found',
  reportSent: 'Thanks — our moderators will take a look.',
  statusInvalid: 'Set the report to reviewed, resolved or dismissed',
  actionInvalid: 'The listing action must be restore, remove or none',
  moderatorsOnly: 'Only moderators can review listing reports',
  serialRequired: 'Enter the serial number',
  serialAlreadyRegistered: 'You have already registered this serial number as stolen',
  stolenEntryNotFound: 'Stolen gear entry not found',
  // Shown to a seller whose listing matched the register.
  stolenNotice: 'This listing is hidden: its serial number matches an item reported stolen. If you believe this is a mistake, contact our moderators.',
  reportsNotice: 'This listing is hidden while our moderators review reports about it.',
  removedNotice: 'This listing was removed by a moderator.',
  offPlatformWarning: 'Never pay by bank transfer or outside Stave to someone you have not met. Inspect gear in person before paying.',
} as const;

// POST /api/marketplace/listings/:id/report — spec §3 listing_reports.
export const CreateListingReportSchema = z.object({
  reason: z.enum(LISTING_REPORT_REASONS, { error: TRUST_MESSAGES.reasonRequired }),
  description: optionalText(LISTING_REPORT_DESCRIPTION_MAX_LENGTH, TRUST_MESSAGES.descriptionTooLong),
});
export type CreateListingReport = z.infer<typeof CreateListingReportSchema>;

// What the reporter gets back: their report, never the others'.
export const ListingReportSchema = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  reason: z.enum(LISTING_REPORT_REASONS),
  description: z.string().nullable(),
  status: z.enum(LISTING_REPORT_STATUSES),
  createdAt: timestamp(),
});
export type ListingReport = z.infer<typeof ListingReportSchema>;

// A report as moderators see it: with the listing and who reported it, and the decisions taken.
export const ModerationReportSchema = ListingReportSchema.extend({
  reporterId: z.number().int(),
  reporterName: z.string().nullable(),
  adminNotes: z.string().nullable(),
  resolvedAt: timestamp().nullable(),
  listing: z.object({
    id: z.number().int(),
    title: z.string(),
    userId: z.number().int(),
    status: z.enum(LISTING_STATUSES),
    reportedCount: z.number().int(),
  }),
  decisions: z.array(
    z.object({
      moderatorId: z.number().int(),
      status: z.enum(LISTING_REPORT_STATUSES),
      listingAction: z.enum(MODERATION_LISTING_ACTIONS),
      notes: z.string().nullable(),
      createdAt: timestamp(),
    }),
  ),
});
export type ModerationReport = z.infer<typeof ModerationReportSchema>;

export const ModerationQuerySchema = z.object({
  status: z.enum(LISTING_REPORT_STATUSES, { error: `status must be one of: ${LISTING_REPORT_STATUSES.join(', ')}` }).default('pending'),
  page: decimalInt(1, 10_000).default(1),
});
export type ModerationQuery = z.infer<typeof ModerationQuerySchema>;

export const ModerationReportsPageSchema = z.object({
  reports: z.array(ModerationReportSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), totalPages: z.number().int() }),
});
export type ModerationReportsPage = z.infer<typeof ModerationReportsPageSchema>;

// PATCH /api/marketplace/reports/:id — a moderator's decision (spec §4: pending → reviewed, resolved or
// dismissed). `listingAction` restores a hidden listing to sale or removes it; every decision is kept.
export const ModerationDecisionSchema = z.object({
  status: z.enum(['reviewed', 'resolved', 'dismissed'], { error: TRUST_MESSAGES.statusInvalid }),
  listingAction: z.enum(MODERATION_LISTING_ACTIONS, { error: TRUST_MESSAGES.actionInvalid }).default('none'),
  adminNotes: optionalText(MODERATION_NOTES_MAX_LENGTH, TRUST_MESSAGES.notesTooLong),
});
export type ModerationDecision = z.infer<typeof ModerationDecisionSchema>;

export const ReportParamsSchema = z.object({ id: entityId(TRUST_MESSAGES.reportNotFound) });

// Whether the signed-in member moderates (member ids named in MARKETPLACE_MODERATORS).
export const ModeratorStatusSchema = z.object({ moderator: z.boolean() });

// POST /api/marketplace/stolen — register a serial number as stolen. Brand, model and a note help the
// member recognise their entry later; the serial itself is kept only as a keyed hash.
export const RegisterStolenSchema = z.object({
  serialNumber: serialNumber().refine((value) => value != null, TRUST_MESSAGES.serialRequired),
  brand: optionalLine(LISTING_SHORT_TEXT_MAX_LENGTH, TRUST_MESSAGES.descriptionTooLong),
  model: optionalLine(LISTING_SHORT_TEXT_MAX_LENGTH, TRUST_MESSAGES.descriptionTooLong),
  description: optionalText(LISTING_REPORT_DESCRIPTION_MAX_LENGTH, TRUST_MESSAGES.descriptionTooLong),
});
export type RegisterStolen = z.infer<typeof RegisterStolenSchema>;

export const StolenEntrySchema = z.object({
  id: z.number().int(),
  // The last two letters or digits, so a member can tell their entries apart.
  serialHint: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: timestamp(),
  // Listings hidden because they carry this serial.
  matchedListings: z.number().int(),
});
export type StolenEntry = z.infer<typeof StolenEntrySchema>;

export const StolenParamsSchema = z.object({ id: entityId(TRUST_MESSAGES.stolenEntryNotFound) });

// The watch list: saved listings, newest saved first (sold ones stay, marked sold, so a watcher sees
// what happened).
export const SavedListingsSchema = z.array(ListingViewSchema);
export const SavedStateSchema = z.object({ saved: z.boolean() });
