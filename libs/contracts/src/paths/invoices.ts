// Generated from billing/invoices.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { INVOICES } from '../billing/invoices.routes';

export const details = 'GET /api/billing/invoice-details' as RoutePath<(typeof INVOICES)['details']>;
export const saveDetails = 'PUT /api/billing/invoice-details' as RoutePath<(typeof INVOICES)['saveDetails']>;
export const list = 'GET /api/billing/invoices' as RoutePath<(typeof INVOICES)['list']>;
export const taxYearCsv = 'GET /api/billing/invoices/tax-year.csv' as RoutePath<(typeof INVOICES)['taxYearCsv']>;
export const get = 'GET /api/billing/invoices/:id' as RoutePath<(typeof INVOICES)['get']>;
export const pdf = 'GET /api/billing/invoices/:id/pdf' as RoutePath<(typeof INVOICES)['pdf']>;
export const forBooking = 'GET /api/billing/bookings/:bookingId/invoice' as RoutePath<(typeof INVOICES)['forBooking']>;
