export * from './database';
export * from './platform-tables.migration';
export * from './query-rows';
export * from './transaction';
export * from './sql-building';
