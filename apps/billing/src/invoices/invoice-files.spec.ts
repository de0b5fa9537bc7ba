import { inflateSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import type { InvoiceView } from '@stave/contracts';
import { csvCell, invoicesCsv } from './invoice-csv';
import { invoicePdf, pdfText } from './invoice-pdf';
import type { InvoiceRow } from './invoices.repository';

// The text a PDF draws: pdfkit writes it as hex strings in the page's content stream (deflated unless told not to).
export function pdfStrings(pdf: Buffer): string {
  const latin = pdf.toString('latin1');
  const streams = [...latin.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    const raw = Buffer.from(match[1]!, 'latin1');
    try {
      return inflateSync(raw).toString('latin1');
    } catch {
      return raw.toString('latin1');
    }
  });
  return streams.flatMap((stream) => [...stream.matchAll(/<([0-9a-f]+)>/g)].map((match) => Buffer.from(match[1]!, 'hex').toString('latin1'))).join('');
}

const party = { tradingName: null, address: null, postcode: null, email: null, vatNumber: null };
const VAT_INVOICE: InvoiceView = {
  id: 7,
  number: 'JB-0012',
  bookingId: 31,
  side: 'musician',
  issueDate: '2026-06-15',
  supplyDate: '2026-06-13',
  paidAt: '2026-06-14T23:30:00.000Z',
  description: 'Bass guitar for the Smith–Jones wedding, The Barn, Hexham',
  seller: {
    name: 'Jo Bloggs',
    tradingName: 'Low End Ltd',
    address: '1 High Street\nHexham',
    postcode: 'NE46 1AA',
    email: 'jo@lowend.test',
    vatNumber: 'GB123456789',
  },
  buyer: { ...party, name: 'Sam Smith', address: '2 Low Road', postcode: 'NE1 4XF', email: 'sam@example.test' },
  lines: [
    { description: 'Engagement fee', amountPence: 30_000 },
    { description: 'Travel', amountPence: 6_000 },
  ],
  netPence: 30_000,
  vatPence: 6_000,
  vatRatePercent: 20,
  totalPence: 36_000,
  currency: 'GBP',
};

describe('invoice PDF', () => {
  it('is an A4 invoice with its number, dates, both parties, lines, VAT and the total', async () => {
    const pdf = await invoicePdf(VAT_INVOICE);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    const text = pdfStrings(pdf).replace(/\s+/g, ' ');
    for (const expected of [
      'VAT invoice',
      'JB-0012',
      '15 June 2026',
      '13 June 2026',
      'Jo Bloggs',
      'Trading as Low End Ltd',
      'NE46 1AA',
      'VAT number GB123456789',
      'Sam Smith',
      'Engagement fee',
      '£300.00',
      'VAT at 20%',
      '£60.00',
      '£360.00',
      // London's date of the payment (BST): 15 June.
      'Paid through Stave on 15 June 2026',
    ]) {
      expect(text).toContain(expected);
    }
    // The number is readable without inflating anything (the document's title).
    expect(pdf.toString('latin1')).toContain('Invoice JB-0012');
  });

  it('has no VAT line or VAT number without VAT', async () => {
    const pdf = await invoicePdf(
      { ...VAT_INVOICE, seller: { ...VAT_INVOICE.seller, vatNumber: null }, vatRatePercent: null, vatPence: 0, netPence: 36_000 },
      { compress: false },
    );
    const text = pdfStrings(pdf);
    expect(text).toContain('Invoice');
    expect(text).not.toContain('VAT');
    expect(text).toContain('£360.00');
  });

  it('draws what the built-in font cannot as ?', () => {
    expect(pdfText('Gig 🎸 – £5\u0007')).toBe('Gig ? – £5');
  });
});

const row = (overrides: Partial<InvoiceRow>): InvoiceRow => ({
  id: 1,
  bookingId: 1,
  musicianId: 10,
  hirerId: 20,
  sequence: 1,
  number: 'STV-10-0001',
  description: 'Gig',
  supplyDate: '2026-05-01',
  issueDate: '2026-05-02',
  issuedAt: new Date('2026-05-02T10:00:00Z'),
  paidAt: new Date('2026-05-02T09:00:00Z'),
  seller: { ...party, name: 'Jo Bloggs', tradingName: 'Low End' },
  buyer: { ...party, name: 'Sam Smith' },
  lines: [{ description: 'Fee', amountPence: 10_000 }],
  netPence: 10_000,
  vatPence: 0,
  vatRatePercent: null,
  totalPence: 10_000,
  ...overrides,
});

describe('tax-year CSV', () => {
  it('writes a row per invoice with the other party and a total row, in pounds', () => {
    const csv = invoicesCsv('musician', [
      row({}),
      row({ number: 'STV-10-0002', paidAt: new Date('2026-08-31T23:30:00Z'), netPence: 8_333, vatPence: 1_667, totalPence: 10_000 }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'invoice_number,paid_date,supply_date,description,other_party,net_gbp,vat_gbp,total_gbp',
      'STV-10-0001,2026-05-02,2026-05-01,Gig,Sam Smith,100.00,0.00,100.00',
      'STV-10-0002,2026-09-01,2026-05-01,Gig,Sam Smith,83.33,16.67,100.00',
      'Total,,,2 invoices,,183.33,16.67,200.00',
      '',
    ]);
    expect(invoicesCsv('hirer', [row({})]).split('\r\n')[1]).toContain(',Low End,');
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('Smith, Jones & "Co"')).toBe('"Smith, Jones & ""Co"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    for (const cell of ['=1+1', '+44', '-2', '@SUM(A1)']) expect(csvCell(cell)).toBe(`'${cell}`);
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvCell(' padded ')).toBe('" padded "');
  });
});
