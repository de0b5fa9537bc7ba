export * from './analytics.schemas';
export * from './analytics.routes';
