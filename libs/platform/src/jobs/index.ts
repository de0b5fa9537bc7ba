export * from './background-jobs';
export * from './job-definition';
export * from './job-handler.decorator';
