// Storefronts' constants and texts, apart from their schemas (storefront.schemas.ts) so that a screen needing a
// limit or a message does not load zod and the schemas of listings, jobs and events with it (docs/web.md § Bundle).

// Logo and banner: each ≤ 5 MB, JPEG, PNG, GIF or WebP by its bytes, re-encoded to WebP without metadata and
// cropped to fill these sizes (a square logo, a 4:1 banner).
export const STOREFRONT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const STOREFRONT_IMAGE_KINDS = ['logo', 'banner'] as const;
export type StorefrontImageKind = (typeof STOREFRONT_IMAGE_KINDS)[number];
export const STOREFRONT_IMAGE_SIZES: Record<StorefrontImageKind, { width: number; height: number }> = {
  logo: { width: 400, height: 400 },
  banner: { width: 1600, height: 400 },
};
// Uploaded logos and banners are served by the marketplace under this path.
export const STOREFRONT_IMAGE_PREFIX = '/storefront-images/';

// A verification request: waiting for a moderator, then approved (the badge) or declined (with the reason).
export const STOREFRONT_VERIFICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type StorefrontVerificationStatus = (typeof STOREFRONT_VERIFICATION_STATUSES)[number];
export const STOREFRONT_VERIFICATION_DECISIONS = ['approve', 'decline'] as const;
export const STOREFRONT_VERIFICATION_NOTE_MAX_LENGTH = 500;
export const STOREFRONT_VERIFICATIONS_PAGE_SIZE = 20;

// The public page (GET /api/storefronts/:userId, composed by the gateway): this many listings (jobs and events:
// MEMBER_POSTINGS_LIMIT each).
export const STOREFRONT_PAGE_LISTINGS = 24;

export const STOREFRONT_MESSAGES = {
  businessNameRequired: 'Business name must be at least 2 characters',
  businessNameTooLong: 'Keep the business name under 100 characters',
  descriptionTooLong: 'Keep the description under 1000 characters',
  linkInvalid: 'Enter a link starting with http:// or https://',
  phoneInvalid: 'Enter a phone number of digits, spaces and + ( ) -',
  emailInvalid: 'Enter a valid email address',
  addressTooLong: 'Keep the address under 200 characters',
  businessOnly: 'Storefronts are part of the Business plan',
  notFound: 'Storefront not found',
  setUpFirst: 'Set up your storefront first',
  imageInvalidType: 'Logos and banners must be JPEG, PNG, GIF or WebP images',
  imageTooLarge: `Logos and banners must be under ${STOREFRONT_IMAGE_MAX_BYTES / 1024 / 1024}MB`,
  companyNumberInvalid: 'Enter a Companies House number: 8 digits, or 2 letters and 6 digits',
  vatNumberInvalid: 'Enter a UK VAT number: GB and 9 or 12 digits',
  evidenceRequired: 'Give your company number or your VAT number',
  noteTooLong: `Keep the note under ${STOREFRONT_VERIFICATION_NOTE_MAX_LENGTH} characters`,
  verificationPending: 'Your storefront already has a verification request waiting for a moderator',
  alreadyVerified: 'Your storefront is already verified',
  verificationNotFound: 'Verification request not found',
  verificationDecided: 'This verification request has already been decided',
  nameChanged: 'The business name changed after this request was made: decline it, and the business can ask again',
  decisionInvalid: 'Decision must be approve or decline',
  reasonRequired: 'Tell the business why it was declined',
  reasonTooLong: `Keep the reason under ${STOREFRONT_VERIFICATION_NOTE_MAX_LENGTH} characters`,
  moderatorsOnly: 'Only moderators can review storefront verifications',
  ownVerification: 'Another moderator must check your own storefront',
} as const;
