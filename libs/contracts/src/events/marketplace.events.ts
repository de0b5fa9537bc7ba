import { z } from 'zod';

const id = () => z.number().int().positive();
const price = () => z.string().regex(/^\d+\.\d{2}$/);
const currency = () => z.enum(['GBP', 'USD', 'EUR']);

// A listing went up. The price as written (decimal string). Social does not show listings as posts
// (docs/marketplace.md says why).
export const ListingCreatedV1 = z.object({
  listingId: id(),
  userId: id(),
  title: z.string(),
  price: price(),
  currency: currency(),
  categoryId: id(),
});

// A listing's seller changed it (the price as it now is).
export const ListingUpdatedV1 = z.object({ listingId: id(), userId: id(), title: z.string(), price: price(), currency: currency() });

// A listing is gone for good (deleted by its seller).
export const ListingDeletedV1 = z.object({ listingId: id(), userId: id() });

// A listing left the market: sold by its seller.
export const ListingSoldV1 = z.object({ listingId: id(), userId: id(), title: z.string() });

// Three days before a listing expires, its seller is reminded (social writes the line).
export const ListingExpiringV1 = z.object({ listingId: id(), userId: id(), title: z.string(), expiresAt: z.iso.datetime({ offset: true }) });

// Sent in batches of at most this many watchers: a listing saved by thousands is many small messages.
export const LISTING_WATCHERS_PER_MESSAGE = 500;

// Those watching a listing are told its price dropped or it sold (never its seller).
export const ListingWatchedChangeV1 = z.object({
  listingId: id(),
  sellerId: id(),
  title: z.string(),
  change: z.enum(['price_drop', 'sold']),
  price: price(),
  previousPrice: price().nullable(),
  currency: currency(),
  watcherIds: z.array(id()).min(1).max(LISTING_WATCHERS_PER_MESSAGE),
});

// A listing was taken off the market by trust and safety: reports from members who count, or a moderator confirmed
// its serial number matches the stolen register. Its seller is told why.
export const ListingHiddenV1 = z.object({ listingId: id(), userId: id(), title: z.string(), reason: z.enum(['reports', 'stolen']) });

// A listing for sale carries a serial number on the stolen register: a moderator will check it (`opened`; it stays
// on sale meanwhile), or the check ended with nothing changed (`cleared`: dismissed, or the registration withdrawn).
// Its seller is told, never who registered the serial. A confirmed match is `marketplace.listing.hidden.v1`
// (reason stolen).
export const ListingStolenReviewV1 = z.object({ listingId: id(), userId: id(), title: z.string(), stage: z.enum(['opened', 'cleared']) });

// A moderator restored a hidden listing to sale, or removed it.
export const ListingModeratedV1 = z.object({ listingId: id(), userId: id(), title: z.string(), action: z.enum(['restore', 'remove']) });

// A marketplace moderator approved or declined a storefront's verification request. The business is told
// (social's bell), with the reason a decline always carries.
export const StorefrontVerificationDecidedV1 = z.object({
  verificationId: id(),
  userId: id(),
  businessName: z.string(),
  decision: z.enum(['approved', 'declined']),
  reason: z.string().nullable(),
});

// A member reported a listing (for moderation metrics; moderators read the reports from the marketplace).
export const ListingReportedV1 = z.object({
  reportId: id(),
  listingId: id(),
  reporterId: id(),
  reason: z.enum(['spam', 'inappropriate', 'fake', 'overpriced', 'other']),
});
