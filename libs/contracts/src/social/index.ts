export * from './post.schemas';
export * from './social.routes';
export * from './network.schemas';
export * from './social.errors';
