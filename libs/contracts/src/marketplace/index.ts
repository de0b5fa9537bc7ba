export * from './listings.schemas';
export * from './trust.constants';
export * from './trust.schemas';
export * from './marketplace.routes';
export * from './marketplace.errors';
