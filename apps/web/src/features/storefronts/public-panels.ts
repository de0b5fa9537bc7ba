// The marketplace page's storefront panels, loaded with import() when shown: the seller's storefront card and the
// moderators' verification queue (docs/web.md#feature-boundaries).
export { StorefrontSellerCard } from '@/features/storefronts/components/StorefrontSellerCard';
export { VerificationQueue } from '@/features/storefronts/components/VerificationQueue';
