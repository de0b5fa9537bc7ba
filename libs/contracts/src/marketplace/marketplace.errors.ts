import { MarketplaceErrorCode, type ErrorDefinition } from '../error-codes';
import { z } from 'zod';
import { LISTING_MESSAGES, ListingAllowanceSchema } from './listings.schemas';
import { STOREFRONT_MESSAGES } from '../storefronts/storefront.constants';
import { TRUST_MESSAGES } from './trust.constants';

export const MARKETPLACE_ERRORS: Record<MarketplaceErrorCode, ErrorDefinition> = {
  [MarketplaceErrorCode.ListingNotFound]: { kind: 'not_found', message: LISTING_MESSAGES.listingNotFound },
  [MarketplaceErrorCode.CategoryNotFound]: { kind: 'validation', message: LISTING_MESSAGES.categoryRequired },
  [MarketplaceErrorCode.TooManyPhotos]: { kind: 'validation', message: LISTING_MESSAGES.tooManyPhotos },
  [MarketplaceErrorCode.PhotoNotFound]: { kind: 'not_found', message: LISTING_MESSAGES.photoNotFound },
  [MarketplaceErrorCode.ListingLimitReached]: {
    kind: 'forbidden',
    message: LISTING_MESSAGES.limitReached,
    extra: z.object({ allowance: ListingAllowanceSchema }),
  },
  [MarketplaceErrorCode.NotForSale]: { kind: 'conflict', message: LISTING_MESSAGES.notForSale },
  [MarketplaceErrorCode.AlreadyForSale]: { kind: 'conflict', message: LISTING_MESSAGES.alreadyForSale },
  [MarketplaceErrorCode.ListingHidden]: { kind: 'conflict', message: LISTING_MESSAGES.hidden },
  [MarketplaceErrorCode.ReportExists]: { kind: 'conflict', message: TRUST_MESSAGES.reportExists },
  [MarketplaceErrorCode.ReportOwnListing]: { kind: 'validation', message: TRUST_MESSAGES.reportOwn },
  [MarketplaceErrorCode.ReportNotFound]: { kind: 'not_found', message: TRUST_MESSAGES.reportNotFound },
  [MarketplaceErrorCode.ModeratorsOnly]: { kind: 'forbidden', message: TRUST_MESSAGES.moderatorsOnly },
  [MarketplaceErrorCode.SerialAlreadyRegistered]: { kind: 'conflict', message: TRUST_MESSAGES.serialAlreadyRegistered },
  [MarketplaceErrorCode.StolenEntryNotFound]: { kind: 'not_found', message: TRUST_MESSAGES.stolenEntryNotFound },
  [MarketplaceErrorCode.StolenMatchNotFound]: { kind: 'not_found', message: TRUST_MESSAGES.stolenMatchNotFound },
  [MarketplaceErrorCode.StolenMatchDecided]: { kind: 'conflict', message: TRUST_MESSAGES.stolenMatchDecided },
  [MarketplaceErrorCode.StolenMatchOwn]: { kind: 'forbidden', message: TRUST_MESSAGES.stolenMatchOwn },
  [MarketplaceErrorCode.ListingUnderReview]: { kind: 'conflict', message: TRUST_MESSAGES.underReview },
  [MarketplaceErrorCode.TooManyStolen]: { kind: 'rate_limited', message: TRUST_MESSAGES.tooManyStolen },
  [MarketplaceErrorCode.StorefrontBusinessOnly]: { kind: 'forbidden', message: STOREFRONT_MESSAGES.businessOnly },
  [MarketplaceErrorCode.StorefrontNotFound]: { kind: 'not_found', message: STOREFRONT_MESSAGES.notFound },
  [MarketplaceErrorCode.StorefrontVerificationPending]: { kind: 'conflict', message: STOREFRONT_MESSAGES.verificationPending },
  [MarketplaceErrorCode.StorefrontAlreadyVerified]: { kind: 'conflict', message: STOREFRONT_MESSAGES.alreadyVerified },
  [MarketplaceErrorCode.StorefrontVerificationNotFound]: { kind: 'not_found', message: STOREFRONT_MESSAGES.verificationNotFound },
  [MarketplaceErrorCode.StorefrontVerificationDecided]: { kind: 'conflict', message: STOREFRONT_MESSAGES.verificationDecided },
  [MarketplaceErrorCode.StorefrontNameChanged]: { kind: 'conflict', message: STOREFRONT_MESSAGES.nameChanged },
};
