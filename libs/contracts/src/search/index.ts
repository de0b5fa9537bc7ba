export * from './search.schemas';
export * from './search.routes';
export * from './highlight';
