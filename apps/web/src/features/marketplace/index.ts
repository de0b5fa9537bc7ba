// The marketplace: what the storefronts build on (docs/web.md#feature-boundaries). The pages and the visitors' frame
// are the app's routes.
export { marketplaceKeys } from '@/features/marketplace/api/marketplace.queries';
export { ContactSellerDialog } from '@/features/marketplace/components/ContactSellerDialog';
export { ListingCard } from '@/features/marketplace/components/ListingCard';
export { ListingFormDialog } from '@/features/marketplace/components/ListingFormDialog';
export { ListingGrid } from '@/features/marketplace/components/ListingGrid';
// How a business seller is shown: on listings here, and on its storefront.
export { StorefrontLogo } from '@/features/marketplace/components/seller/StorefrontLogo';
export { VerifiedBadge, VerifiedTick } from '@/features/marketplace/components/seller/VerifiedBadge';
export { VERIFIED_EXPLAINER } from '@/features/marketplace/components/seller/seller-format';
