// Storefronts: what other features put on their screens (docs/web.md#feature-boundaries). The listing's 'Sold by'
// link and the card's business name; the seller card and the moderators' verification queue (a tab of the
// marketplace) are loaded lazily from ./public-panels; the storefront's page and its editor load as their own routes.
export { StorefrontCardLink, StorefrontNameLink } from '@/features/storefronts/components/StorefrontLink';
