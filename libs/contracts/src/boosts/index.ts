export * from './boosts.schemas';
export * from './boosts.routes';
