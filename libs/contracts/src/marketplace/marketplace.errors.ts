import { MarketplaceErrorCode, type ErrorDefinition } from '../error-codes';
import { LISTING_MESSAGES } from './listings.schemas';

export const MARKETPLACE_ERRORS: Record<MarketplaceErrorCode, ErrorDefinition> = {
  [MarketplaceErrorCode.ListingNotFound]: { kind: 'not_found', message: LISTING_MESSAGES.listingNotFound },
  [MarketplaceErrorCode.CategoryNotFound]: { kind: 'validation', message: LISTING_MESSAGES.categoryRequired },
  [MarketplaceErrorCode.TooManyPhotos]: { kind: 'validation', message: LISTING_MESSAGES.tooManyPhotos },
  [MarketplaceErrorCode.PhotoNotFound]: { kind: 'not_found', message: LISTING_MESSAGES.photoNotFound },
};
