// The jobs-events service's contracts: jobs here; events and collaborations are areas of their own
// (../event-listings.ts, ../collaborations.ts), so that a screen awaiting one does not load the others' schemas
// (docs/web.md § Bundle).
export * from './jobs.schemas';
export * from './closing-date';
export * from './jobs.routes';
export * from './jobs.errors';
export * from './member-postings.schemas';
