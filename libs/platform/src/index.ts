import 'reflect-metadata';

export * from './auth/index';
export * from './bootstrap/index';
export * from './config/index';
export * from './database/index';
export * from './events/index';
export * from './health/index';
export * from './http/index';
export * from './jobs/index';
export * from './kernel/index';
export * from './logging/index';
export * from './metrics/index';
export * from './redis/index';
export * from './storage/index';
export * from './uploads/index';
