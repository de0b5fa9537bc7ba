export * from './domain-error';
export * from './exception.filter';
export * from './request-context';
export * from './zod.pipe';
export * from './client-address';
export * from './cursor-page';
export * from './upgrade-refusal';
export * from './graceful-close';
