export * from './create-service-app';
export * from './run-service-main';
export * from './service-kernel.module';
