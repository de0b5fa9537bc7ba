// Collaboration calls (the jobs-events service), an area of their own for the web (`@stave/contracts/collaborations`,
// docs/web.md § Bundle).
export * from './jobs/collaborations.schemas';
export * from './jobs/collaborations.routes';
