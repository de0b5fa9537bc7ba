import { LISTING_REPORT_REASONS, LISTING_REPORT_STATUSES } from '../enums';

// Trust's constants and texts, apart from its schemas (trust.schemas.ts) so that a screen needing a message does not
// load zod and the schemas with it (docs/web.md § Bundle).

// listing_reports.reason and Listing report (the lists live in enums.ts).
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];
export type ListingReportStatus = (typeof LISTING_REPORT_STATUSES)[number];
// Reports hide a listing until a moderator decides once their reporters' weights add up to this
// (docs/marketplace.md § Reports: who counts). A reporter weighs 0 while their account is younger than
// REPORTER_ESTABLISHED_DAYS or when more of their reports were wrong than right (at least 2 wrong), 2 once at
// least 2 of their reports were upheld and at most half as many wrong, else 1. Reasons a moderator already ruled
// on by restoring the listing no longer count toward hiding it.
export const LISTING_REPORT_WEIGHT_TO_HIDE = 3;
export const REPORTER_ESTABLISHED_DAYS = 30;
// The weights, for moderators: 0 queues the report only.
export const REPORTER_WEIGHTS = [0, 1, 2] as const;
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
  crimeReferenceTooLong: 'Keep the crime reference under 40 characters',
  stolenOnInvalid: 'Enter the date it was stolen (not in the future)',
  tooManyStolen: 'You have registered a lot of serial numbers today. Please try again tomorrow.',
  stolenMatchNotFound: 'Stolen gear match not found',
  stolenMatchDecided: 'This match has been decided already',
  stolenMatchOwn: 'You cannot decide a match on your own listing or registration',
  stolenDecisionInvalid: 'Choose confirm or dismiss',
  underReview: 'This listing is being checked against the stolen gear register and can’t be deleted until a moderator decides. Mark it sold if it has gone.',
  serialAlreadyRegistered: 'You have already registered this serial number as stolen',
  stolenEntryNotFound: 'Stolen gear entry not found',
  // Shown to a seller whose listing a moderator confirmed against the register.
  stolenNotice: 'This listing is hidden: its serial number matches an item reported stolen. If you believe this is a mistake, contact our moderators.',
  reportsNotice: 'This listing is hidden while our moderators review reports about it.',
  removedNotice: 'This listing was removed by a moderator.',
  offPlatformWarning: 'Never pay by bank transfer or outside Stave to someone you have not met. Inspect gear in person before paying.',
} as const;
