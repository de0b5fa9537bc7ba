export * from './jobs.schemas';
export * from './jobs.routes';
export * from './jobs.errors';
