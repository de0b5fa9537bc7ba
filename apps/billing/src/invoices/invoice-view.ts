import { londonDate, type InvoiceSide, type InvoiceSummary, type InvoiceView } from '@stave/contracts';
import type { InvoiceRow } from './invoices.repository';

export const londonDateOf = (at: Date): string => londonDate(at);

// The side the member is on (the caller has checked they are on the invoice).
export const sideOf = (row: InvoiceRow, userId: number): InvoiceSide => (row.musicianId === userId ? 'musician' : 'hirer');

// Who is on the other side: the hirer for the musician, the musician (by their trading name when they have one) for the hirer.
export function otherParty(row: InvoiceRow, side: InvoiceSide): string {
  const party = side === 'musician' ? row.buyer : row.seller;
  return party.tradingName ?? party.name;
}

export function invoiceView(row: InvoiceRow, side: InvoiceSide): InvoiceView {
  return {
    id: row.id,
    number: row.number,
    bookingId: row.bookingId,
    side,
    issueDate: row.issueDate,
    supplyDate: row.supplyDate,
    paidAt: row.paidAt.toISOString(),
    description: row.description,
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines,
    netPence: row.netPence,
    vatPence: row.vatPence,
    vatRatePercent: row.vatRatePercent,
    totalPence: row.totalPence,
    currency: 'GBP',
  };
}

export function invoiceSummary(row: InvoiceRow, side: InvoiceSide): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    bookingId: row.bookingId,
    side,
    issueDate: row.issueDate,
    supplyDate: row.supplyDate,
    paidAt: row.paidAt.toISOString(),
    description: row.description,
    otherParty: otherParty(row, side),
    netPence: row.netPence,
    vatPence: row.vatPence,
    totalPence: row.totalPence,
  };
}
