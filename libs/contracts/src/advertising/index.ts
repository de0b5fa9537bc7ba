export * from './advertising.schemas';
export * from './advertising.routes';
export * from './advertising.errors';
