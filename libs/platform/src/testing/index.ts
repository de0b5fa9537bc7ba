export * from './infra';
export * from './infra-process';
