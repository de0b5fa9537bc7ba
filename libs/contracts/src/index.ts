export * from './errors';
export * from './pagination';
export * from './enums';
export * from './plans';
export * from './services';
export * from './health';
export * from './events/index';
export * from './api/routes';
