export * from './post.schemas';
export * from './social.routes';
export * from './network.schemas';
