// Storefronts build on the marketplace (its listing cards, queries and dialogs) and nothing builds on them: the
// storefront's page and its editor load as their own routes, and the marketplace page's storefront panels come from
// ./public-panels, which the app hands to that page (app/storefront-panels.ts; docs/web.md#feature-boundaries).
export {};
