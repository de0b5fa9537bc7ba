export * from './teams.schemas';
export * from './teams.routes';
export * from './teams.errors';
