export * from './post.schemas';
export * from './social.routes';
