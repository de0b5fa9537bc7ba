export * from './user-summaries.consumer';
export * from './user-summaries.migration';
export * from './user-summaries.repository';
export * from './member-lookup';
export * from './member-connections';
export * from './blocks';
export * from './blocks.consumer';
export * from './team-memberships';
