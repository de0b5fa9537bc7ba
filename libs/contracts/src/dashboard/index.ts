export * from './dashboard.routes';
