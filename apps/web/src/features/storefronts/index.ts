// Storefronts: what other features put on their screens. The listing's 'Sold by' link and the card's
// business name, and the moderators' verification queue (a tab of the marketplace); the storefront's page and its
// editor load as their own routes.
export { StorefrontCardLink, StorefrontNameLink } from '@/features/storefronts/components/StorefrontLink';
export { StorefrontSellerCard } from '@/features/storefronts/components/StorefrontSellerCard';
export { VerificationQueue } from '@/features/storefronts/components/VerificationQueue';
