export * from './service-kernel.module';
export * from './tokens';
