export * from './forum.schemas';
export * from './forum.routes';
