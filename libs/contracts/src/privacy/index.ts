export * from './privacy.schemas';
export * from './privacy.routes';
export * from './privacy.errors';
