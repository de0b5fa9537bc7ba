import { z } from 'zod';
import { CURRENCIES, LISTING_CONDITIONS } from '../enums';
import { decimalInt, entityId, jsonId } from '../ids';
import { optionalLine, timestamp } from '../jobs/fields';
import { singleLine } from '../single-line';
import { PostedBySchema } from '../teams/teams.schemas';

// Restated from ../places, whose postcode parsing would otherwise ride on the marketplace's first paint (the whole
// schema area loads with the page; docs/web.md § Bundle). The types keep them equal; the marketplace service parses
// and checks a listing's postcode and `near` with places' own rules (docs/places.md).
type Places = typeof import('../places');
const POSTCODE_INVALID: Places['PLACE_MESSAGES']['postcodeInvalid'] = 'Enter a UK postcode or district, e.g. YO1 7HH or YO1';
const WITHIN_INVALID: Places['PLACE_MESSAGES']['withinInvalid'] = 'withinMiles must be a whole number of miles from 1 to 200';
const WITHIN_MILES_MAX: Places['WITHIN_MILES_MAX'] = 200;
// A postcode or district as typed (at most 'SW1A 1AA' with spaces to spare); blank is none.
const postcodeText = () => optionalLine(12, POSTCODE_INVALID);

// 20 listings a page.
export const LISTINGS_PAGE_SIZE = 20;
export const LISTINGS_MAX_PAGE_SIZE = 50;
export const LISTING_TITLE_MIN_LENGTH = 3;
export const LISTING_TITLE_MAX_LENGTH = 120;
export const LISTING_DESCRIPTION_MIN_LENGTH = 10;
export const LISTING_DESCRIPTION_MAX_LENGTH = 5_000;
export const LISTING_SHORT_TEXT_MAX_LENGTH = 100;
// decimal(10,2): at most 99,999,999.99.
export const LISTING_PRICE_MAX = 99_999_999.99;
export const LISTING_EARLIEST_YEAR = 1900;
// At most 5 photos a listing, each at most 5 MB, JPG, PNG or GIF.
export const LISTING_PHOTOS_MAX = 5;
export const LISTING_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
// Uploaded photos are served by the marketplace under this path.
export const LISTING_PHOTO_PREFIX = '/listing-images/';
// Ours (the spec states no period): a listing is for sale 60 days, then expires unless renewed; its
// seller is reminded 3 days before.
export const LISTING_LIFETIME_DAYS = 60;
export const LISTING_EXPIRY_REMINDER_DAYS = 3;
export const LISTING_SORTS = ['newest', 'price-asc', 'price-desc', 'relevance'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const CONTACT_METHODS = ['chat', 'external'] as const;
// hidden: pending review (reported by 3 members) or matching the stolen register; removed: by a moderator.
export const LISTING_STATUSES = ['active', 'sold', 'expired', 'hidden', 'removed'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
// Why a listing is hidden, told to its seller only.
export const LISTING_HIDDEN_REASONS = ['reports', 'stolen', 'moderator'] as const;
export type ListingHiddenReason = (typeof LISTING_HIDDEN_REASONS)[number];
// A serial number: letters and digits count (spaces, dashes and case do not), 4 to 40 of them.
export const SERIAL_NUMBER_MIN_CHARACTERS = 4;
export const SERIAL_NUMBER_MAX_LENGTH = 60;

// Optional; blank is none. Its letters and digits are what identify it (see normaliseSerial).
export const serialNumber = () =>
  optionalLine(SERIAL_NUMBER_MAX_LENGTH, LISTING_MESSAGES.serialInvalid).refine((value) => {
    if (value == null) return true;
    const length = normaliseSerial(value).length;
    return length >= SERIAL_NUMBER_MIN_CHARACTERS && length <= 40;
  }, LISTING_MESSAGES.serialInvalid);

// 'sn 12-345 ab' and 'SN12345AB' are the same serial: Unicode-folded (NFKC), upper case, letters and
// digits only.
export function normaliseSerial(value: string): string {
  return value
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const latestYear = () => new Date().getUTCFullYear() + 1;

// And texts where the spec has one; ours otherwise.
export const LISTING_MESSAGES = {
  titleTooShort: `Title must be at least ${LISTING_TITLE_MIN_LENGTH} characters`,
  titleTooLong: `Keep the title under ${LISTING_TITLE_MAX_LENGTH} characters`,
  descriptionTooShort: `Description must be at least ${LISTING_DESCRIPTION_MIN_LENGTH} characters`,
  descriptionTooLong: `Keep the description under ${LISTING_DESCRIPTION_MAX_LENGTH} characters`,
  priceInvalid: 'Price must be a positive number',
  priceTooHigh: 'Price must be under 100,000,000',
  priceDecimals: 'Price can have at most 2 decimal places',
  categoryRequired: 'Please select a category',
  conditionRequired: 'Please select a condition',
  currencyInvalid: `Currency must be one of: ${CURRENCIES.join(', ')}`,
  yearInvalid: `Enter a year from ${LISTING_EARLIEST_YEAR} to next year`,
  locationRequired: 'Location is required',
  shortTextTooLong: `Keep this under ${LISTING_SHORT_TEXT_MAX_LENGTH} characters`,
  externalContactRequired: 'External contact information is required when using external contact method',
  contactMethodInvalid: 'Contact method must be chat or external',
  listingNotFound: 'Listing not found',
  categoryNotFound: 'Category not found',
  tooManyPhotos: 'You can upload up to 5 images per listing.',
  photoTooLarge: 'File too large',
  photoInvalidType: 'Invalid file type',
  photoNotFound: 'Photo not found',
  photoOrderInvalid: 'List each photo of the listing once',
  limitReached: 'You have reached your limit of active listings. Mark one as sold, or upgrade for more.',
  notForSale: 'This listing is not for sale',
  alreadyForSale: 'This listing is already for sale',
  hidden: 'This listing is hidden pending review',
  serialInvalid: `A serial number has ${SERIAL_NUMBER_MIN_CHARACTERS} to 40 letters or digits`,
  created: 'Listing created successfully!',
  createFailed: 'Failed to create listing',
} as const;

// A price as a JSON number or a decimal string ('1250', '1250.5'): stored as decimal(10,2), never a
// float, so it travels as a string of digits from here on.
const PriceSchema = z
  .union([z.number({ error: LISTING_MESSAGES.priceInvalid }), z.string({ error: LISTING_MESSAGES.priceInvalid }).trim()], {
    error: LISTING_MESSAGES.priceInvalid,
  })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
    if (!/^\d+(\.\d+)?$/.test(text) || Number(text) <= 0) {
      ctx.addIssue({ code: 'custom', message: LISTING_MESSAGES.priceInvalid });
      return z.NEVER;
    }
    if (/\.\d{3,}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: LISTING_MESSAGES.priceDecimals });
      return z.NEVER;
    }
    if (Number(text) > LISTING_PRICE_MAX) {
      ctx.addIssue({ code: 'custom', message: LISTING_MESSAGES.priceTooHigh });
      return z.NEVER;
    }
    return Number(text).toFixed(2);
  });

const ListingFieldsSchema = z.object({
  title: singleLine(LISTING_TITLE_MAX_LENGTH, {
    required: LISTING_MESSAGES.titleTooShort,
    minLength: LISTING_TITLE_MIN_LENGTH,
    tooLong: LISTING_MESSAGES.titleTooLong,
  }),
  description: z
    .string({ error: LISTING_MESSAGES.descriptionTooShort })
    .trim()
    .min(LISTING_DESCRIPTION_MIN_LENGTH, LISTING_MESSAGES.descriptionTooShort)
    .max(LISTING_DESCRIPTION_MAX_LENGTH, LISTING_MESSAGES.descriptionTooLong),
  price: PriceSchema,
  currency: z.enum(CURRENCIES, { error: LISTING_MESSAGES.currencyInvalid }),
  // Numeric; a form's select may send its value as a string of digits.
  categoryId: z.union([jsonId(LISTING_MESSAGES.categoryRequired), entityId(LISTING_MESSAGES.categoryRequired)], { error: LISTING_MESSAGES.categoryRequired }),
  condition: z.enum(LISTING_CONDITIONS, { error: LISTING_MESSAGES.conditionRequired }),
  brand: optionalLine(LISTING_SHORT_TEXT_MAX_LENGTH, LISTING_MESSAGES.shortTextTooLong),
  model: optionalLine(LISTING_SHORT_TEXT_MAX_LENGTH, LISTING_MESSAGES.shortTextTooLong),
  year: z
    .union([z.number({ error: LISTING_MESSAGES.yearInvalid }).int(LISTING_MESSAGES.yearInvalid), z.literal('')], { error: LISTING_MESSAGES.yearInvalid })
    .nullish()
    .transform((value) => (value === '' ? null : value))
    .refine((value) => value == null || (value >= LISTING_EARLIEST_YEAR && value <= latestYear()), LISTING_MESSAGES.yearInvalid),
  location: singleLine(LISTING_SHORT_TEXT_MAX_LENGTH, {
    required: LISTING_MESSAGES.locationRequired,
    minLength: 2,
    tooLong: LISTING_MESSAGES.shortTextTooLong,
  }),
  // Optional, beside the free-text location: a UK postcode or district, for "within N miles" (docs/places.md).
  postcode: postcodeText(),
  contactMethod: z.enum(CONTACT_METHODS, { error: LISTING_MESSAGES.contactMethodInvalid }),
  externalContact: optionalLine(200, LISTING_MESSAGES.shortTextTooLong),
  // Ours: checked against the stolen-gear register; stored normalised and keyed-hashed, never shown.
  serialNumber: serialNumber(),
});

const externalNeedsContact = (value: { contactMethod?: string; externalContact?: string | null }, ctx: z.RefinementCtx) => {
  if (value.contactMethod === 'external' && !value.externalContact) {
    ctx.addIssue({ code: 'custom', path: ['externalContact'], message: LISTING_MESSAGES.externalContactRequired });
  }
};

// POST /api/marketplace/listings: the listing's fields, `categoryId` and `year` numeric,
// `images` an empty list (photos are uploaded to the listing once it exists; any list sent is
// ignored), never an owner. Defaults: GBP, contact by chat.
export const CreateListingSchema = ListingFieldsSchema.extend({
  currency: z.enum(CURRENCIES, { error: LISTING_MESSAGES.currencyInvalid }).default('GBP'),
  contactMethod: z.enum(CONTACT_METHODS, { error: LISTING_MESSAGES.contactMethodInvalid }).default('chat'),
}).superRefine(externalNeedsContact);
export type CreateListing = z.infer<typeof CreateListingSchema>;

// An edit names what changes (external contact checked against the stored method where only one is
// sent).
export const UpdateListingSchema = ListingFieldsSchema.partial();
export type UpdateListing = z.infer<typeof UpdateListingSchema>;

export const ListingParamsSchema = z.object({ id: entityId(LISTING_MESSAGES.listingNotFound) });

// GET /api/marketplace/listings: the spec's client sends nothing and gets the newest active listings.
export const ListingsQuerySchema = z.object({
  search: singleLine(200, { breaks: 'strip' }).optional(),
  // 'all' is no category; a parent includes its children.
  categoryId: z
    .union([z.literal('all'), z.literal(''), entityId(LISTING_MESSAGES.categoryNotFound)])
    .optional()
    .transform((value) => (typeof value === 'number' ? value : undefined)),
  condition: z
    .union([z.literal(''), z.literal('all'), z.enum(LISTING_CONDITIONS, { error: LISTING_MESSAGES.conditionRequired })])
    .optional()
    .transform((value) => (value === '' || value === 'all' ? undefined : value)),
  minPrice: decimalInt(0, 100_000_000, 'minPrice must be a whole number of pounds').optional(),
  maxPrice: decimalInt(0, 100_000_000, 'maxPrice must be a whole number of pounds').optional(),
  location: singleLine(LISTING_SHORT_TEXT_MAX_LENGTH, { breaks: 'strip' }).optional(),
  // Listings with a postcode within `withinMiles` (default 25) of this postcode or district's centre, each with
  // its distanceMiles (docs/places.md); withinMiles alone is ignored.
  near: postcodeText()
    .transform((value) => value ?? undefined)
    .optional(),
  withinMiles: decimalInt(1, WITHIN_MILES_MAX, WITHIN_INVALID).optional(),
  // Default: relevance when searching, else newest.
  sort: z.enum(LISTING_SORTS, { error: `sort must be one of: ${LISTING_SORTS.join(', ')}` }).optional(),
  // One seller's listings (a storefront's page).
  sellerId: entityId('Seller not found').optional(),
  page: decimalInt(1, 10_000).default(1),
  limit: decimalInt(1, LISTINGS_MAX_PAGE_SIZE).default(LISTINGS_PAGE_SIZE),
});
export const LISTINGS_DEFAULT_WITHIN_MILES = 25;
export type ListingsQuery = z.infer<typeof ListingsQuerySchema>;

// What a listing shows of its seller's storefront.
export const ListingStorefrontSchema = z.object({
  userId: z.number().int(),
  businessName: z.string(),
  verified: z.boolean(),
  // '/storefront-images/<uuid>.webp', or null.
  logoUrl: z.string().nullable(),
});
export type ListingStorefront = z.infer<typeof ListingStorefrontSchema>;

export const ListingViewSchema = z.object({
  // equipment_listings.
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string(),
  description: z.string(),
  // decimal(10,2) as a number of the currency (two decimals at most).
  price: z.number(),
  currency: z.enum(CURRENCIES),
  categoryId: z.number().int(),
  condition: z.enum(LISTING_CONDITIONS),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  location: z.string(),
  // 'YO1 7HH' or 'YO1', or null.
  postcode: z.string().nullable(),
  // With ?near= only: miles (one decimal) between the two postcodes' districts, centre to centre.
  distanceMiles: z.number().optional(),
  contactMethod: z.enum(CONTACT_METHODS),
  // Shown to signed-in members only (null for a visitor).
  externalContact: z.string().nullable(),
  // Gallery-size photos in order; the first is the main one (spec: 'Main').
  images: z.array(z.string()),
  // The same photos with their ids and card-size versions, for the card and the seller's editing.
  photos: z.array(z.object({ id: z.number().int(), url: z.string(), cardUrl: z.string(), isPrimary: z.boolean() })),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  views: z.number().int(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
  expiresAt: timestamp().nullable(),
  // Ours.
  status: z.enum(LISTING_STATUSES),
  // To the seller only (null for anyone else, and when not hidden).
  hiddenReason: z.enum(LISTING_HIDDEN_REASONS).nullable(),
  // The listing carries a serial number, checked against the stolen-gear register (the number itself is never shown).
  serialChecked: z.boolean(),
  // On the viewer's watch list (false for a visitor).
  isSaved: z.boolean(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  seller: z.object({ id: z.number().int(), name: z.string().nullable(), username: z.string().nullable(), profileImage: z.string().nullable() }),
  // The team member who posted it as the business (teams.schemas.ts).
  postedBy: PostedBySchema.nullable(),
  // The seller's storefront, null unless they have an active one and the Business plan.
  storefront: ListingStorefrontSchema.nullable(),
});
export type ListingView = z.infer<typeof ListingViewSchema>;

// The listings response.
export const ListingsPageSchema = z.object({
  listings: z.array(ListingViewSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), totalPages: z.number().int() }),
});
export type ListingsPage = z.infer<typeof ListingsPageSchema>;

// equipment_categories, with the number of active listings in each (a parent's includes its children's).
export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  parentId: z.number().int().nullable(),
  listingCount: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;

export const PhotoParamsSchema = z.object({ id: entityId(LISTING_MESSAGES.listingNotFound), photoId: entityId(LISTING_MESSAGES.photoNotFound) });

// The listing's photos in their new order, every one once; the first becomes the main photo.
export const PhotoOrderSchema = z.object({
  photoIds: z
    .array(jsonId(LISTING_MESSAGES.photoOrderInvalid), { error: LISTING_MESSAGES.photoOrderInvalid })
    .min(1, LISTING_MESSAGES.photoOrderInvalid)
    .max(LISTING_PHOTOS_MAX, LISTING_MESSAGES.photoOrderInvalid)
    .refine((ids) => new Set(ids).size === ids.length, LISTING_MESSAGES.photoOrderInvalid),
});
export type PhotoOrder = z.infer<typeof PhotoOrderSchema>;

// The seller's active listings against their plan's allowance (-1 = unlimited).
export const ListingAllowanceSchema = z.object({ activeListings: z.number().int(), limit: z.number().int() });
export type ListingAllowance = z.infer<typeof ListingAllowanceSchema>;
