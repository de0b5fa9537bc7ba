// Events (the jobs-events service's event listings), an area of their own for the web (`@stave/contracts/event-listings`,
// docs/web.md § Bundle).
export * from './jobs/events.schemas';
export * from './jobs/events.routes';
