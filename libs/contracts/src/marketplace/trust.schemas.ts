import { z } from 'zod';
import { LISTING_REPORT_REASONS, LISTING_REPORT_STATUSES } from '../enums';
import { decimalInt, entityId } from '../ids';
import { optionalLine, optionalText, timestamp } from '../jobs/fields';
import { LISTING_SHORT_TEXT_MAX_LENGTH, LISTING_STATUSES, ListingViewSchema, serialNumber } from './listings.schemas';
import {
  REPORTER_WEIGHTS,
  LISTING_REPORT_DESCRIPTION_MAX_LENGTH,
  MODERATION_NOTES_MAX_LENGTH,
  MODERATION_LISTING_ACTIONS,
  TRUST_MESSAGES,
} from './trust.constants';

// Trust and safety around listings: the watch list, reports and their moderation, and the stolen-gear
// register. Texts are ours: the spec names the report's fields and statuses only.

// POST /api/marketplace/listings/:id/report — listing_reports.
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
  reporterWeight: z
    .union(REPORTER_WEIGHTS.map((weight) => z.literal(weight)))
    .describe('What this reporter weighs toward hiding a listing now: 0 (a new account or a poor record) queues the report only'),
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

// PATCH /api/marketplace/reports/:id — a moderator's decision (pending → reviewed, resolved or
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

// Ours: stolen at most this long ago (a date before is a typo), and never in the future.
export const STOLEN_EARLIEST_YEAR = 1950;
export const CRIME_REFERENCE_MAX_LENGTH = 40;
// Registrations a member may make in 24 hours (each one can flag listings for the moderators and tell sellers).
export const STOLEN_REGISTRATIONS_PER_DAY = 20;

// Today anywhere in the UK's day (a day ahead of UTC at most): a date typed just after midnight is not "future".
const latestStolenOn = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

// POST /api/marketplace/stolen — register a serial number as stolen. Brand, model, when it was stolen, the police's
// crime reference and a note are the evidence a moderator weighs against a listing carrying the serial; the serial
// itself is kept only as a keyed hash. A registration hides nothing: moderators check each listing it matches.
export const RegisterStolenSchema = z.object({
  serialNumber: serialNumber().refine((value) => value != null, TRUST_MESSAGES.serialRequired),
  brand: optionalLine(LISTING_SHORT_TEXT_MAX_LENGTH, TRUST_MESSAGES.descriptionTooLong),
  model: optionalLine(LISTING_SHORT_TEXT_MAX_LENGTH, TRUST_MESSAGES.descriptionTooLong),
  stolenOn: z
    .union([z.literal(''), z.iso.date({ error: TRUST_MESSAGES.stolenOnInvalid })], { error: TRUST_MESSAGES.stolenOnInvalid })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null))
    .refine((value) => value == null || (value >= `${STOLEN_EARLIEST_YEAR}-01-01` && value <= latestStolenOn()), TRUST_MESSAGES.stolenOnInvalid),
  crimeReference: optionalLine(CRIME_REFERENCE_MAX_LENGTH, TRUST_MESSAGES.crimeReferenceTooLong),
  description: optionalText(LISTING_REPORT_DESCRIPTION_MAX_LENGTH, TRUST_MESSAGES.descriptionTooLong),
});
export type RegisterStolen = z.infer<typeof RegisterStolenSchema>;

// The registrant's own entry. It says nothing about listings: whether a serial is for sale is the moderators' to
// know (a registration would otherwise answer "is this serial listed right now?").
export const StolenEntrySchema = z.object({
  id: z.number().int(),
  // The last two letters or digits, so a member can tell their entries apart.
  serialHint: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  stolenOn: z.iso.date().nullable(),
  crimeReference: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: timestamp(),
});
export type StolenEntry = z.infer<typeof StolenEntrySchema>;

export const StolenParamsSchema = z.object({ id: entityId(TRUST_MESSAGES.stolenEntryNotFound) });

// A listing for sale carrying a registered serial, waiting for a moderator (pending), or decided: confirmed (the
// listing is hidden) or dismissed (nothing changed).
export const STOLEN_MATCH_STATUSES = ['pending', 'confirmed', 'dismissed'] as const;
export type StolenMatchStatus = (typeof STOLEN_MATCH_STATUSES)[number];

export const StolenMatchesQuerySchema = z.object({
  status: z.enum(STOLEN_MATCH_STATUSES, { error: `status must be one of: ${STOLEN_MATCH_STATUSES.join(', ')}` }).default('pending'),
  page: decimalInt(1, 10_000).default(1),
});
export type StolenMatchesQuery = z.infer<typeof StolenMatchesQuerySchema>;

// What a moderator weighs: both sides' evidence, the registrant named (moderators may need to reach them; the
// seller never learns who it is).
export const StolenMatchSchema = z.object({
  id: z.number().int(),
  status: z.enum(STOLEN_MATCH_STATUSES),
  createdAt: timestamp(),
  decidedAt: timestamp().nullable(),
  decidedBy: z.number().int().nullable(),
  notes: z.string().nullable(),
  registration: z.object({
    id: z.number().int(),
    registrantId: z.number().int(),
    registrantName: z.string().nullable(),
    serialHint: z.string(),
    brand: z.string().nullable(),
    model: z.string().nullable(),
    stolenOn: z.iso.date().nullable(),
    crimeReference: z.string().nullable(),
    description: z.string().nullable(),
    registeredAt: timestamp(),
    confirmedMatches: z.number().int().describe('Other listings this registration was confirmed against'),
    dismissedMatches: z.number().int().describe('Other listings it was dismissed against'),
  }),
  listing: z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    brand: z.string().nullable(),
    model: z.string().nullable(),
    year: z.number().int().nullable(),
    price: z.number(),
    currency: z.string(),
    location: z.string(),
    status: z.enum(LISTING_STATUSES),
    userId: z.number().int(),
    sellerName: z.string().nullable(),
    listedAt: timestamp(),
    images: z.array(z.string()),
    serialStillMatches: z.boolean().describe('Whether the listing still carries the registered serial (the seller may have changed it since)'),
  }),
});
export type StolenMatch = z.infer<typeof StolenMatchSchema>;

export const StolenMatchesPageSchema = z.object({
  matches: z.array(StolenMatchSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), totalPages: z.number().int() }),
});
export type StolenMatchesPage = z.infer<typeof StolenMatchesPageSchema>;

// PUT /api/marketplace/stolen-matches/:id — confirm (the listing is hidden, its seller told) or dismiss (nothing
// changes for the listing); the notes are kept with the decision.
export const StolenMatchDecisionSchema = z.object({
  decision: z.enum(['confirm', 'dismiss'], { error: TRUST_MESSAGES.stolenDecisionInvalid }),
  notes: optionalText(MODERATION_NOTES_MAX_LENGTH, TRUST_MESSAGES.notesTooLong),
});
export type StolenMatchDecision = z.infer<typeof StolenMatchDecisionSchema>;

export const StolenMatchParamsSchema = z.object({ id: entityId(TRUST_MESSAGES.stolenMatchNotFound) });

// The watch list: saved listings, newest saved first (sold ones stay, marked sold, so a watcher sees
// what happened).
export const SavedListingsSchema = z.array(ListingViewSchema);
export const SavedStateSchema = z.object({ saved: z.boolean() });
