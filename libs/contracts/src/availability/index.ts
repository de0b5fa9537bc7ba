export * from './availability-rules';
export * from './availability.schemas';
export * from './availability.routes';
export * from './availability.errors';
