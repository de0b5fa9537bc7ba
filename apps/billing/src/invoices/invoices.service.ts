import { Injectable } from '@nestjs/common';
import {
  BillingErrorCode,
  INVOICE_VAT_RATE_PERCENT,
  londonDate,
  taxYearCsvName,
  taxYearRange,
  vatIncluded,
  type InvoiceDetails,
  type InvoiceDetailsAnswer,
  type InvoiceParty,
  type InvoiceSummary,
  type InvoicesQuery,
  type InvoiceView,
  type SaveInvoiceDetails,
  type TaxYearCsvQuery,
} from '@stave/contracts';
import { Clock, domainError, type Queryable, type Transaction } from '@stave/platform';
import { findUserSummary } from '@stave/domain';
import { invoicesCsv } from './invoice-csv';
import { invoicePdf } from './invoice-pdf';
import { invoiceSummary, invoiceView, sideOf } from './invoice-view';
import { InvoicesRepository, type InvoiceDetailsRow, type InvoiceRow } from './invoices.repository';

// What settles a booking's money asks for (docs/bookings.md § Invoices and tax years): the booking, its two parties, what
// was supplied and when, when it was paid, and the lines as agreed (VAT included when the musician charges VAT).
export interface IssueInvoice {
  bookingId: number;
  musicianId: number;
  hirerId: number;
  description: string;
  // The engagement's date, YYYY-MM-DD.
  supplyDate: string;
  paidAt: Date;
  lines: { description: string; amountPence: number }[];
}

// Invoices for bookings paid through Stave (docs/bookings.md § Invoices and tax years). The musician issues, the hirer is
// billed; Stave writes the invoice for the musician when the booking's money is settled, in that transaction.
@Injectable()
export class InvoicesService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly clock: Clock,
  ) {}

  async details(userId: number): Promise<InvoiceDetailsAnswer> {
    return { details: detailsView(await this.invoices.findDetails(userId)) };
  }

  async saveDetails(userId: number, details: SaveInvoiceDetails): Promise<InvoiceDetailsAnswer> {
    return { details: detailsView(await this.invoices.saveDetails(userId, details, this.clock.now())) };
  }

  // The booking's invoice, issued once: numbered from the musician's counter (locked to the end of `tx`, so numbers run
  // 1, 2, 3… without gaps however many are issued at once, and a rollback gives the number back), with both parties as
  // they are now. A second call for the booking answers the first invoice.
  async issue(tx: Transaction, input: IssueInvoice): Promise<{ id: number; number: string }> {
    assertIssuable(input);
    await this.invoices.lockCounter(tx, input.musicianId);
    const existing = await this.invoices.findByBooking(tx, input.bookingId);
    if (existing) return { id: existing.id, number: existing.number };

    const [sellerDetails, buyerDetails] = await Promise.all([this.invoices.findDetails(input.musicianId, tx), this.invoices.findDetails(input.hirerId, tx)]);
    const seller = await partyOf(tx, input.musicianId, sellerDetails, true);
    const buyer = await partyOf(tx, input.hirerId, buyerDetails, false);
    const totalPence = input.lines.reduce((sum, line) => sum + line.amountPence, 0);
    const { netPence, vatPence } = seller.vatNumber ? vatIncluded(totalPence) : { netPence: totalPence, vatPence: 0 };
    const sequence = await this.invoices.takeNumber(tx, input.musicianId);
    const number = `${sellerDetails?.invoicePrefix ?? `STV-${input.musicianId}`}-${String(sequence).padStart(4, '0')}`;
    const now = this.clock.now();
    const { id } = await this.invoices.insert(tx, {
      bookingId: input.bookingId,
      musicianId: input.musicianId,
      hirerId: input.hirerId,
      sequence,
      number,
      description: input.description.trim(),
      supplyDate: input.supplyDate,
      issueDate: londonDate(now),
      issuedAt: now,
      paidAt: input.paidAt,
      seller,
      buyer,
      lines: input.lines.map((line) => ({ description: line.description.trim(), amountPence: line.amountPence })),
      netPence,
      vatPence,
      vatRatePercent: seller.vatNumber ? INVOICE_VAT_RATE_PERCENT : null,
      totalPence,
    });
    return { id, number };
  }

  async list(userId: number, query: InvoicesQuery): Promise<{ invoices: InvoiceSummary[]; total: number; nextPage: number | null }> {
    const offset = (query.page - 1) * query.limit;
    const { rows, total } = await this.invoices.page(userId, query.as, offset, query.limit);
    return { invoices: rows.map((row) => invoiceSummary(row, query.as)), total, nextPage: offset + rows.length < total ? query.page + 1 : null };
  }

  async get(userId: number, id: number): Promise<InvoiceView> {
    const row = found(await this.invoices.findFor(userId, id));
    return invoiceView(row, sideOf(row, userId));
  }

  async forBooking(userId: number, bookingId: number): Promise<InvoiceView> {
    const row = found(await this.invoices.findForBooking(userId, bookingId));
    return invoiceView(row, sideOf(row, userId));
  }

  async pdf(userId: number, id: number): Promise<{ number: string; pdf: Buffer }> {
    const invoice = await this.get(userId, id);
    return { number: invoice.number, pdf: await invoicePdf(invoice) };
  }

  async taxYearCsv(userId: number, query: TaxYearCsvQuery): Promise<{ name: string; csv: string }> {
    const { start, end } = taxYearRange(query.year);
    const rows = await this.invoices.paidBetween(userId, query.as, start, end);
    return { name: taxYearCsvName(query.as, query.year), csv: invoicesCsv(query.as, rows) };
  }

  // The member's export: their invoice details and every invoice they are on, as issued.
  async exportMember(db: Queryable, userId: number): Promise<{ details: InvoiceDetails | null; invoices: InvoiceView[] }> {
    const [details, rows] = await Promise.all([this.invoices.findDetails(userId, db), this.invoices.allFor(db, userId)]);
    return { details: detailsView(details), invoices: rows.map((row: InvoiceRow) => invoiceView(row, sideOf(row, userId))) };
  }

  // The member erased: their details go; the invoices stay the other party's record (docs/privacy.md).
  async eraseMember(tx: Transaction, userId: number): Promise<void> {
    await this.invoices.erase(tx, userId);
  }
}

function found(row: InvoiceRow | null): InvoiceRow {
  if (!row) throw domainError(BillingErrorCode.InvoiceNotFound);
  return row;
}

// The caller's mistakes, never a member's: refused before anything is written.
function assertIssuable(input: IssueInvoice): void {
  const problems = [
    !/^\d{4}-\d{2}-\d{2}$/.test(input.supplyDate) && 'supplyDate is not YYYY-MM-DD',
    input.musicianId === input.hirerId && 'the musician and the hirer are the same member',
    !input.description.trim() && 'no description',
    input.lines.length === 0 && 'no lines',
    input.lines.some((line) => !Number.isInteger(line.amountPence) || line.amountPence < 0 || !line.description.trim()) &&
      'a line without a description or a whole, non-negative amount',
    Number.isNaN(input.paidAt.getTime()) && 'paidAt is not a date',
  ].filter(Boolean);
  if (problems.length) throw new Error(`invoices: cannot issue an invoice for booking ${input.bookingId}: ${problems.join('; ')}`);
}

// A party as they are now: their invoice details, or their Stave name when they have given none.
async function partyOf(db: Queryable, userId: number, details: InvoiceDetailsRow | null, seller: boolean): Promise<InvoiceParty> {
  if (details) {
    return {
      name: details.legalName,
      tradingName: details.tradingName,
      address: details.address,
      postcode: details.postcode,
      email: details.email,
      // Only the seller's VAT number matters to the invoice (whether VAT is charged).
      vatNumber: seller ? details.vatNumber : null,
    };
  }
  const summary = await findUserSummary(db, userId);
  return { name: summary?.name || summary?.username || 'Stave member', tradingName: null, address: null, postcode: null, email: null, vatNumber: null };
}

function detailsView(row: InvoiceDetailsRow | null): InvoiceDetails | null {
  return row
    ? {
        legalName: row.legalName,
        tradingName: row.tradingName,
        address: row.address,
        postcode: row.postcode,
        email: row.email,
        vatNumber: row.vatNumber,
        invoicePrefix: row.invoicePrefix,
        updatedAt: row.updatedAt.toISOString(),
      }
    : null;
}
