export * from './member-data';
