import type { InvoiceSide } from '@stave/contracts';
import type { InvoiceRow } from './invoices.repository';
import { londonDateOf, otherParty } from './invoice-view';

// A tax year's invoices as one CSV for Self Assessment (docs/bookings.md § Invoices and tax years): a row per invoice
// paid in the year, oldest first, then a total row. UTF-8 with CRLF line ends, as the other CSVs Stave writes.
export const INVOICE_CSV_COLUMNS = ['invoice_number', 'paid_date', 'supply_date', 'description', 'other_party', 'net_gbp', 'vat_gbp', 'total_gbp'] as const;

const pounds = (pence: number) => (pence / 100).toFixed(2);

export function invoicesCsv(side: InvoiceSide, rows: InvoiceRow[]): string {
  const lines = [INVOICE_CSV_COLUMNS.join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.number,
        londonDateOf(row.paidAt),
        row.supplyDate,
        row.description,
        otherParty(row, side),
        pounds(row.netPence),
        pounds(row.vatPence),
        pounds(row.totalPence),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  const sum = (pick: (row: InvoiceRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  lines.push(
    [
      'Total',
      '',
      '',
      `${rows.length} invoice${rows.length === 1 ? '' : 's'}`,
      '',
      pounds(sum((r) => r.netPence)),
      pounds(sum((r) => r.vatPence)),
      pounds(sum((r) => r.totalPence)),
    ]
      .map(csvCell)
      .join(','),
  );
  return `${lines.join('\r\n')}\r\n`;
}

// Text a spreadsheet would run as a formula gets a leading apostrophe (OWASP CSV injection); quoted when it holds a
// comma, a quote, a line break or edge spaces. As the data export's and the insight reports' CSVs.
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}
