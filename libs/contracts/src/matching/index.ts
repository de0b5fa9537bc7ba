export * from './matching.schemas';
export * from './matching.routes';
