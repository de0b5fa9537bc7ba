export * from './messaging.schemas';
export * from './messaging.routes';
export * from './messaging.errors';
export * from './realtime.schemas';
