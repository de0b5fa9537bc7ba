export * from './storefront.constants';
export * from './storefront.schemas';
