// The jobs-events service's contracts: jobs, events and collaborations.
export * from './jobs.schemas';
export * from './closing-date';
export * from './jobs.routes';
export * from './jobs.errors';
export * from './events.schemas';
export * from './events.routes';
export * from './collaborations.schemas';
export * from './collaborations.routes';
export * from './member-postings.schemas';
