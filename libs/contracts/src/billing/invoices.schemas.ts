import { z } from 'zod';
import { decimalInt, entityId } from '../ids';
import { MAX_PAGE_SIZE } from '../pagination';
import { isOneLine, singleLine } from '../single-line';
import { optionalLine } from '../jobs/fields';
import { INVOICE_MESSAGES, INVOICE_SIDES } from './invoices.constants';

// Invoices for bookings paid through Stave (docs/bookings.md § Invoices and tax years): each member's invoice details
// (the musician's on the invoices they issue, the hirer's on those they receive), and the invoices themselves.

export const INVOICE_NAME_MAX_LENGTH = 120;
export const INVOICE_ADDRESS_MAX_LINES = 4;
export const INVOICE_ADDRESS_LINE_MAX_LENGTH = 120;

// A UK postcode (as a booking's venue's: docs/bookings.md § The offer), stored as 'SW1A 1AA'.
const postcode = z
  .string({ error: INVOICE_MESSAGES.invalidPostcode })
  .trim()
  .toUpperCase()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/, INVOICE_MESSAGES.invalidPostcode))
  .transform((value) => `${value.slice(0, -3)} ${value.slice(-3)}`);

// A UK VAT number: GB and 9 digits, GB and 12 (a branch), GBGD or GBHA and 3 (government departments, health
// authorities). Spaces, dots and dashes are forgiven, 'GB' may be left off the digits; stored as 'GB123456789'.
export function normaliseVatNumber(value: string): string | null {
  const compact = value.toUpperCase().replace(/[\s.-]+/g, '');
  const prefixed = /^\d+$/.test(compact) ? `GB${compact}` : compact;
  return /^GB(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/.test(prefixed) ? prefixed : null;
}

const vatNumber = z
  .string()
  .trim()
  .nullish()
  .transform((value, context) => {
    if (!value) return null;
    const normal = normaliseVatNumber(value);
    if (normal === null) context.addIssue({ code: 'custom', message: INVOICE_MESSAGES.invalidVatNumber });
    return normal;
  });

// An address as written on an envelope, one line each (the postcode in its own field).
const address = z
  .string({ error: INVOICE_MESSAGES.addressRequired })
  .transform((value) =>
    value
      .split(/\r\n|[\n\r\u2028\u2029]/)
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n'),
  )
  .pipe(
    z
      .string()
      .min(1, INVOICE_MESSAGES.addressRequired)
      .refine((value) => {
        const lines = value.split('\n');
        return lines.length <= INVOICE_ADDRESS_MAX_LINES && lines.every((line) => line.length <= INVOICE_ADDRESS_LINE_MAX_LENGTH && isOneLine(line));
      }, INVOICE_MESSAGES.addressTooLong),
  );

export const SaveInvoiceDetailsSchema = z.object({
  legalName: singleLine(INVOICE_NAME_MAX_LENGTH, { required: INVOICE_MESSAGES.legalNameRequired, tooLong: INVOICE_MESSAGES.nameTooLong }),
  tradingName: optionalLine(INVOICE_NAME_MAX_LENGTH, INVOICE_MESSAGES.nameTooLong).transform((value) => value ?? null),
  address,
  postcode,
  email: z
    .string({ error: INVOICE_MESSAGES.invalidEmail })
    .trim()
    .max(254, INVOICE_MESSAGES.invalidEmail)
    .pipe(z.email({ error: INVOICE_MESSAGES.invalidEmail }))
    .transform((email) => email.toLowerCase()),
  vatNumber,
  // What the musician's invoice numbers start with (otherwise STV-<member id>): 'JB' numbers them JB-0001, JB-0002…
  invoicePrefix: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((value) => value || null)
    .pipe(
      z
        .string()
        .regex(/^[A-Z][A-Z0-9-]{1,11}$/, INVOICE_MESSAGES.invalidPrefix)
        .nullable(),
    ),
});
export type SaveInvoiceDetails = z.output<typeof SaveInvoiceDetailsSchema>;
export type SaveInvoiceDetailsInput = z.input<typeof SaveInvoiceDetailsSchema>;

export const InvoiceDetailsSchema = z.object({
  legalName: z.string(),
  tradingName: z.string().nullable(),
  address: z.string().describe('One line each, separated by \\n'),
  postcode: z.string(),
  email: z.string(),
  vatNumber: z.string().nullable(),
  invoicePrefix: z.string().nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type InvoiceDetails = z.infer<typeof InvoiceDetailsSchema>;

export const InvoiceDetailsAnswerSchema = z.object({
  details: InvoiceDetailsSchema.nullable().describe('null until saved: invoices then carry your Stave name only'),
});
export type InvoiceDetailsAnswer = z.infer<typeof InvoiceDetailsAnswerSchema>;

// A party as the invoice was issued: their details then (or their Stave name when they had given none).
export const InvoicePartySchema = z.object({
  name: z.string(),
  tradingName: z.string().nullable(),
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  email: z.string().nullable(),
  vatNumber: z.string().nullable(),
});
export type InvoiceParty = z.infer<typeof InvoicePartySchema>;

export const InvoiceLineSchema = z.object({ description: z.string(), amountPence: z.number().int() });
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

const date = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const InvoiceViewSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  bookingId: z.number().int(),
  side: z.enum(INVOICE_SIDES).describe('Yours on it: musician (you issued it) or hirer (you were billed)'),
  issueDate: date().describe('London date'),
  supplyDate: date().describe('The engagement’s date'),
  paidAt: z.iso.datetime({ offset: true }),
  description: z.string(),
  seller: InvoicePartySchema,
  buyer: InvoicePartySchema,
  lines: z.array(InvoiceLineSchema).describe('As agreed (VAT included when there is VAT)'),
  netPence: z.number().int(),
  vatPence: z.number().int(),
  vatRatePercent: z.number().int().nullable().describe('20 when the musician is VAT-registered, otherwise null (no VAT)'),
  totalPence: z.number().int(),
  currency: z.literal('GBP'),
});
export type InvoiceView = z.infer<typeof InvoiceViewSchema>;

export const InvoiceSummarySchema = InvoiceViewSchema.pick({
  id: true,
  number: true,
  bookingId: true,
  side: true,
  issueDate: true,
  supplyDate: true,
  paidAt: true,
  description: true,
  netPence: true,
  vatPence: true,
  totalPence: true,
}).extend({ otherParty: z.string().describe('The hirer’s name on an invoice you issued, the musician’s on one you received') });
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

export const InvoiceParamsSchema = z.object({ id: entityId() });
export const BookingInvoiceParamsSchema = z.object({ bookingId: entityId() });
export const InvoicesQuerySchema = z.object({
  as: z.enum(INVOICE_SIDES).default('musician'),
  page: decimalInt(1, 10_000).default(1),
  limit: decimalInt(1, MAX_PAGE_SIZE).default(20),
});
export type InvoicesQuery = z.output<typeof InvoicesQuerySchema>;
export const TaxYearCsvQuerySchema = z.object({
  as: z.enum(INVOICE_SIDES).default('musician'),
  year: decimalInt(2020, 2100, INVOICE_MESSAGES.invalidYear),
});
export type TaxYearCsvQuery = z.output<typeof TaxYearCsvQuerySchema>;
