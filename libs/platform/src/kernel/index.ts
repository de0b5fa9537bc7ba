export * from './tokens';
export * from './clock';
export * from './london-month';
export * from './concurrency-limit';
export * from './decorated-methods';
export * from './well-formed-json';
