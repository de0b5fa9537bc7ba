export * from './billing.schemas';
export * from './billing.routes';
export * from './billing.errors';
export * from './payouts.constants';
export * from './payouts.schemas';
export * from './invoices.constants';
export * from './invoices.schemas';
export * from './invoices.routes';
