export * from './content-reports';
