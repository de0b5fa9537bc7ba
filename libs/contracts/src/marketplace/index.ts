export * from './listings.schemas';
export * from './trust.schemas';
export * from './storefront.schemas';
export * from './marketplace.routes';
export * from './marketplace.errors';
