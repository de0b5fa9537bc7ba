export * from './database';
export * from './platform-tables.migration';
