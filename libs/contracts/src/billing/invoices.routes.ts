import { z } from 'zod';
import { fileAnswer } from '../api/answers';
import { defineRoutes, routeList, type RouteContract } from '../api/route-contract';
import { BillingErrorCode } from '../error-codes';
import { TOTAL_COUNT_HEADER } from '../identity/user.schemas';
import { NEXT_PAGE_HEADER } from '../jobs/jobs.schemas';
import {
  BookingInvoiceParamsSchema,
  InvoiceDetailsAnswerSchema,
  InvoiceParamsSchema,
  InvoicesQuerySchema,
  InvoiceSummarySchema,
  InvoiceViewSchema,
  SaveInvoiceDetailsSchema,
  TaxYearCsvQuerySchema,
} from './invoices.schemas';

// Invoices (the billing service; docs/bookings.md § Invoices and tax years). An invoice is its musician's (who issued
// it) and its hirer's (who was billed) only: anyone else is answered 404, as for one that does not exist.
const invoices = { owner: 'billing' as const, auth: 'required' as const };
const one = { ...invoices, params: InvoiceParamsSchema } as const;

export const INVOICES = defineRoutes({
  details: {
    ...invoices,
    method: 'GET',
    path: '/api/billing/invoice-details',
    summary: 'Your invoice details (legal and trading name, address, postcode, email, VAT number, number prefix), or null before you save them',
    responses: { 200: InvoiceDetailsAnswerSchema },
  },
  saveDetails: {
    ...invoices,
    method: 'PUT',
    path: '/api/billing/invoice-details',
    summary:
      'Save your invoice details: the musician’s go on the invoices they issue, the hirer’s on those they receive, from the next invoice on (an issued invoice never changes). The VAT number is a UK one (GB and 9 or 12 digits, GBGD / GBHA and 3), stored as GB…',
    body: SaveInvoiceDetailsSchema,
    responses: { 200: InvoiceDetailsAnswerSchema },
  },
  list: {
    ...invoices,
    method: 'GET',
    path: '/api/billing/invoices',
    summary:
      'Your invoices ?as=musician (issued by you) | hirer (billed to you), newest first; page by ?page=&limit= with the total in x-total-count and the next page in x-next-page',
    query: InvoicesQuerySchema,
    responses: { 200: z.array(InvoiceSummarySchema) },
    headers: [TOTAL_COUNT_HEADER, NEXT_PAGE_HEADER],
  },
  taxYearCsv: {
    ...invoices,
    method: 'GET',
    path: '/api/billing/invoices/tax-year.csv',
    summary:
      'Your invoices ?as=musician|hirer paid in the UK tax year ?year= (6 April to 5 April, London dates) as CSV for Self Assessment (text/csv, stave-earnings-YYYY-YY.csv or stave-spend-YYYY-YY.csv), with a total row',
    query: TaxYearCsvQuerySchema,
    responses: { 200: fileAnswer('text/csv') },
    headers: ['content-disposition'],
  },
  get: {
    ...one,
    method: 'GET',
    path: '/api/billing/invoices/:id',
    summary: 'One invoice as issued, to its musician or its hirer',
    responses: { 200: InvoiceViewSchema },
    errors: [BillingErrorCode.InvoiceNotFound],
  },
  pdf: {
    ...one,
    method: 'GET',
    path: '/api/billing/invoices/:id/pdf',
    summary: 'One invoice as a PDF (application/pdf, an attachment named <number>.pdf)',
    responses: { 200: fileAnswer('application/pdf') },
    errors: [BillingErrorCode.InvoiceNotFound],
    headers: ['content-disposition'],
  },
  forBooking: {
    ...invoices,
    method: 'GET',
    path: '/api/billing/bookings/:bookingId/invoice',
    params: BookingInvoiceParamsSchema,
    summary: 'The booking’s invoice, to its musician or its hirer; 404 until the booking’s money is settled',
    responses: { 200: InvoiceViewSchema },
    errors: [BillingErrorCode.InvoiceNotFound],
  },
});
export const INVOICES_ROUTES: RouteContract[] = routeList(INVOICES);
