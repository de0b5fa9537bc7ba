export * from './infra';
export * from './infra-process';
export * from './test-issuer';
export * from './http';
export * from './media-fixtures';
export * from './schema-fuzz';
