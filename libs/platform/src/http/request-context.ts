// The request's context lives with the kernel's primitives (database and events note into it too); kept here so
// the HTTP layer's imports stay as they were.
export * from '../kernel/request-context';
