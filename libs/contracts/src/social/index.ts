export * from './post.schemas';
export * from './social.routes';
export * from './network.schemas';
export * from './social.errors';
export * from './notification-preferences.schemas';
