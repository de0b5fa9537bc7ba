export * from './create-service-app';
export * from './run-service-main';
