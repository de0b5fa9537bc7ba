export * from './billing.schemas';
export * from './billing.routes';
export * from './billing.errors';
export * from './payouts.constants';
export * from './payouts.schemas';
export * from './booking-payments.constants';
export * from './booking-payments.schemas';
