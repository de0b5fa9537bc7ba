export * from './moderation.schemas';
export * from './moderation.routes';
export * from './moderation.errors';
