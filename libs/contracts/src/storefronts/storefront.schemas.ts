import { z } from 'zod';
import { decimalInt, entityId } from '../ids';
import { EventViewSchema } from '../jobs/events.schemas';
import { optionalLine, optionalLink, optionalText, timestamp } from '../jobs/fields';
import { singleLine } from '../single-line';
import { JobViewSchema } from '../jobs/jobs.schemas';
import { ListingViewSchema } from '../marketplace/listings.schemas';
import {
  STOREFRONT_VERIFICATION_STATUSES,
  STOREFRONT_VERIFICATION_DECISIONS,
  STOREFRONT_VERIFICATION_NOTE_MAX_LENGTH,
  STOREFRONT_MESSAGES,
} from './storefront.constants';

// Storefronts: a business's shop front over its listings, jobs and events. Business members
// keep one; anyone may read an active one. The logo and banner are uploaded (never links elsewhere), and the
// verified badge is granted by a marketplace moderator after the check in docs/marketplace.md § Storefronts.

export const UpsertStorefrontSchema = z.object({
  businessName: singleLine(100, { required: STOREFRONT_MESSAGES.businessNameRequired, minLength: 2, tooLong: STOREFRONT_MESSAGES.businessNameTooLong }),
  description: optionalText(1_000, STOREFRONT_MESSAGES.descriptionTooLong),
  // No logoUrl or bannerUrl: they are uploaded (POST /api/marketplace/storefront/logo and /banner); sent here,
  // they are ignored like any other unknown key.
  websiteUrl: optionalLink(STOREFRONT_MESSAGES.linkInvalid),
  phone: optionalLine(30, STOREFRONT_MESSAGES.phoneInvalid).refine(
    (value) => value == null || /^\+?[\d\s()-]{6,30}$/.test(value),
    STOREFRONT_MESSAGES.phoneInvalid,
  ),
  email: optionalLine(254, STOREFRONT_MESSAGES.emailInvalid).refine(
    (value) => value == null || z.email().safeParse(value).success,
    STOREFRONT_MESSAGES.emailInvalid,
  ),
  // A postal address is written on lines (the form's box keeps them).
  address: optionalText(200, STOREFRONT_MESSAGES.addressTooLong),
  // A storefront can be switched off without losing it.
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
});
export type UpsertStorefront = z.infer<typeof UpsertStorefrontSchema>;

// Spaces dropped and letters upper-cased before the format is checked ('sc 123 456' is SC123456).
const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

// A Companies House company number: 8 characters, all digits (England and Wales) or 2 letters and 6 digits
// (SC Scotland, NI Northern Ireland, OC an LLP, …).
const companyNumber = z
  .string({ error: STOREFRONT_MESSAGES.companyNumberInvalid })
  .trim()
  .max(20, STOREFRONT_MESSAGES.companyNumberInvalid)
  .transform(compact)
  .refine((value) => value === '' || /^([0-9]{8}|[A-Z]{2}[0-9]{6})$/.test(value), STOREFRONT_MESSAGES.companyNumberInvalid)
  .nullish()
  .transform((value) => value || null);

// A UK VAT registration number: GB and 9 digits (12 for a branch of a group).
const vatNumber = z
  .string({ error: STOREFRONT_MESSAGES.vatNumberInvalid })
  .trim()
  .max(30, STOREFRONT_MESSAGES.vatNumberInvalid)
  .transform(compact)
  .refine((value) => value === '' || /^GB([0-9]{9}|[0-9]{12})$/.test(value), STOREFRONT_MESSAGES.vatNumberInvalid)
  .nullish()
  .transform((value) => value || null);

// POST /api/marketplace/storefront/verification: the evidence a moderator checks (at least one of the numbers).
export const RequestVerificationSchema = z
  .object({
    companyNumber,
    vatNumber,
    note: optionalText(STOREFRONT_VERIFICATION_NOTE_MAX_LENGTH, STOREFRONT_MESSAGES.noteTooLong),
  })
  .superRefine((value, ctx) => {
    if (!value.companyNumber && !value.vatNumber) ctx.addIssue({ code: 'custom', path: ['companyNumber'], message: STOREFRONT_MESSAGES.evidenceRequired });
  });
export type RequestVerification = z.infer<typeof RequestVerificationSchema>;

// A request as its business sees it (and the storefront's owner in their storefront's `verification`).
export const StorefrontVerificationSchema = z.object({
  id: z.number().int(),
  status: z.enum(STOREFRONT_VERIFICATION_STATUSES),
  // The business name when it asked: the name a moderator checks.
  businessName: z.string(),
  companyNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
  note: z.string().nullable(),
  // The moderator's reason (always given for a decline), shown to the business.
  reason: z.string().nullable(),
  createdAt: timestamp(),
  decidedAt: timestamp().nullable(),
});
export type StorefrontVerification = z.infer<typeof StorefrontVerificationSchema>;

// A request as moderators see it: with the storefront as it is now, to check against the registers.
export const StorefrontVerificationReviewSchema = StorefrontVerificationSchema.extend({
  userId: z.number().int(),
  decidedBy: z.number().int().nullable(),
  storefront: z.object({
    businessName: z.string(),
    websiteUrl: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    verified: z.boolean(),
    isActive: z.boolean(),
    // The owner's account, for the moderator to recognise them.
    owner: z.object({ username: z.string().nullable(), name: z.string().nullable(), subscriptionTier: z.string().nullable() }),
  }),
});
export type StorefrontVerificationReview = z.infer<typeof StorefrontVerificationReviewSchema>;

export const StorefrontVerificationsQuerySchema = z.object({
  status: z.enum(STOREFRONT_VERIFICATION_STATUSES, { error: `status must be one of: ${STOREFRONT_VERIFICATION_STATUSES.join(', ')}` }).default('pending'),
  page: decimalInt(1, 10_000).default(1),
});
export type StorefrontVerificationsQuery = z.infer<typeof StorefrontVerificationsQuerySchema>;

export const StorefrontVerificationsPageSchema = z.object({
  verifications: z.array(StorefrontVerificationReviewSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), totalPages: z.number().int() }),
});
export type StorefrontVerificationsPage = z.infer<typeof StorefrontVerificationsPageSchema>;

// PUT /api/marketplace/storefront-verifications/:id: a moderator's decision; a decline says why.
export const DecideVerificationSchema = z
  .object({
    decision: z.enum(STOREFRONT_VERIFICATION_DECISIONS, { error: STOREFRONT_MESSAGES.decisionInvalid }),
    reason: optionalText(STOREFRONT_VERIFICATION_NOTE_MAX_LENGTH, STOREFRONT_MESSAGES.reasonTooLong),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'decline' && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: STOREFRONT_MESSAGES.reasonRequired });
  });
export type DecideVerification = z.infer<typeof DecideVerificationSchema>;

export const VerificationParamsSchema = z.object({ id: entityId(STOREFRONT_MESSAGES.verificationNotFound) });

export const StorefrontSchema = z.object({
  userId: z.number().int(),
  businessName: z.string(),
  description: z.string().nullable(),
  // '/storefront-images/<uuid>.webp' (uploaded), or null.
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  // Granted by a marketplace moderator after the check (never by the member); a new business name clears it.
  verified: z.boolean(),
  verifiedAt: timestamp().nullable(),
  isActive: z.boolean(),
  // The business's listings for sale now.
  activeListings: z.number().int(),
  updatedAt: timestamp(),
  // To its owner only (null for anyone else): their latest verification request, or null if none.
  verification: StorefrontVerificationSchema.nullable(),
});
export type Storefront = z.infer<typeof StorefrontSchema>;

export const StorefrontParamsSchema = z.object({ userId: entityId(STOREFRONT_MESSAGES.notFound) });

// The public storefront page (GET /api/storefronts/:userId, composed by the gateway): the storefront, the
// business's listings for sale (newest first), open jobs and upcoming events. A part whose service did not answer
// in time is empty and named in `degraded`.
export const StorefrontPageSchema = z.object({
  storefront: StorefrontSchema,
  listings: z.array(ListingViewSchema),
  jobs: z.array(JobViewSchema),
  events: z.array(EventViewSchema),
  degraded: z.array(z.enum(['listings', 'jobs', 'events'])),
});
export type StorefrontPage = z.infer<typeof StorefrontPageSchema>;
