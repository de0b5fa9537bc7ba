// Invoices for bookings paid through Stave (docs/bookings.md § Invoices and tax years): the member's invoice details,
// their invoices on either side, one booking's, and the PDF and tax-year CSV downloads (fetched with the member's token
// and saved from a blob). Answers are checked against the contracts' schemas, loaded on demand (lib/api-json.ts).
import type { InvoiceDetailsAnswer, InvoiceSide, InvoiceSummary, InvoiceView, SaveInvoiceDetailsInput } from '@stave/contracts';
import { INVOICES } from '@stave/contracts/paths';
import { isApiError, throwIfNotOk } from '@/lib/api-client';
import { apiCall, apiData, apiResponse } from '@/lib/api-json';

const detailsSchema = async () => (await import('@stave/contracts/billing')).InvoiceDetailsAnswerSchema;
const listSchema = async () => (await import('@stave/contracts/billing')).InvoiceSummarySchema.array();
const invoiceSchema = async () => (await import('@stave/contracts/billing')).InvoiceViewSchema;

// Restated from the contracts (a value import would pull zod in with this module).
const TOTAL_COUNT_HEADER = 'x-total-count';
const NEXT_PAGE_HEADER = 'x-next-page';

export const INVOICES_PAGE_SIZE = 20;

export interface InvoicesPage {
  invoices: InvoiceSummary[];
  total: number;
  nextPage: number | null;
}

export const fetchInvoiceDetails = (signal?: AbortSignal): Promise<InvoiceDetailsAnswer> => apiData(INVOICES.details, detailsSchema, { signal });

export const saveInvoiceDetails = (input: SaveInvoiceDetailsInput): Promise<InvoiceDetailsAnswer> =>
  apiData(INVOICES.saveDetails, detailsSchema, { body: input });

export async function fetchInvoicesPage(as: InvoiceSide, page: number, signal?: AbortSignal): Promise<InvoicesPage> {
  const { data, headers } = await apiCall(INVOICES.list, listSchema, { query: { as, page, limit: INVOICES_PAGE_SIZE }, signal });
  const next = Number(headers.get(NEXT_PAGE_HEADER));
  return {
    invoices: data,
    total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) || 0,
    nextPage: Number.isInteger(next) && next > 0 ? next : null,
  };
}

// The booking's invoice, or null while it has none (404).
export async function fetchBookingInvoice(bookingId: number, signal?: AbortSignal): Promise<InvoiceView | null> {
  try {
    return await apiData(INVOICES.forBooking, invoiceSchema, { params: { bookingId }, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export async function fetchInvoicePdf(id: number): Promise<Blob> {
  const res = await apiResponse(INVOICES.pdf, { params: { id } });
  await throwIfNotOk(res);
  return res.blob();
}

export async function fetchTaxYearCsv(as: InvoiceSide, year: number): Promise<Blob> {
  const res = await apiResponse(INVOICES.taxYearCsv, { query: { as, year } });
  await throwIfNotOk(res);
  return res.blob();
}
