import PDFDocument from 'pdfkit';
import { formatPence, type InvoiceParty, type InvoiceView } from '@stave/contracts';

// An invoice as a PDF (docs/bookings.md § Invoices and tax years): one A4 page in pdfkit's built-in Helvetica (no font
// files), with what a UK invoice must carry — its number, the issue and supply dates, the seller's name, address and
// contact, the customer's name and address, the description, the amounts, VAT when there is any, and the total.

type Doc = InstanceType<typeof PDFDocument>;

const MARGIN = 50;
const INK = '#111827';
const MUTED = '#6b7280';
const ACCENT = '#4338ca';
const RULE = '#d1d5db';
const STRIPE = '#f3f4f6';

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
const LONDON_DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'long', year: 'numeric' });
// A calendar date (YYYY-MM-DD) as '14 June 2026'.
const longDate = (date: string) => LONG_DATE.format(new Date(`${date}T00:00:00Z`));

// The standard 14 fonts draw WinAnsi (Latin-1 and a few more); anything else (emoji, other scripts) would be invisible,
// so it shows as '?'. Control characters are dropped. (As the gateway's insight reports.)
const WIN_ANSI_EXTRAS = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
export function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    out += code <= 0xff || WIN_ANSI_EXTRAS.has(char) ? char : '?';
  }
  return out;
}

// `compress: false` leaves the page's drawing readable (the tests read the text back).
export async function invoicePdf(invoice: InvoiceView, { compress = true }: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress,
    info: {
      Title: `Invoice ${pdfText(invoice.number)}`,
      Author: pdfText(invoice.seller.tradingName ?? invoice.seller.name),
      Subject: pdfText(invoice.description),
      Creator: 'Stave',
      CreationDate: new Date(`${invoice.issueDate}T12:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  draw(doc, invoice);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

function draw(doc: Doc, invoice: InvoiceView): void {
  const width = doc.page.width - MARGIN * 2;
  const vat = invoice.vatRatePercent !== null;
  const text = (value: string) => pdfText(value);

  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(11).text('STAVE', MARGIN, MARGIN, { characterSpacing: 2 });
  doc
    .moveDown(0.3)
    .fillColor(INK)
    .fontSize(24)
    .text(vat ? 'VAT invoice' : 'Invoice');
  doc.font('Helvetica').fontSize(12).fillColor(INK).text(text(invoice.number));

  // The dates, on the right of the title.
  const facts: Array<[string, string]> = [
    ['Invoice number', invoice.number],
    ['Issue date', longDate(invoice.issueDate)],
    ['Supply date', longDate(invoice.supplyDate)],
  ];
  let y = MARGIN + 4;
  for (const [label, value] of facts) {
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    right(doc, label.toUpperCase(), MARGIN + width, y);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
    right(doc, text(value), MARGIN + width, y + 10);
    y += 28;
  }

  // From and To, side by side.
  const top = Math.max(doc.y, y) + 24;
  const column = (width - 20) / 2;
  const fromEnd = party(doc, 'From', invoice.seller, MARGIN, top, column, vat);
  const toEnd = party(doc, 'To', invoice.buyer, MARGIN + column + 20, top, column, false);
  doc.x = MARGIN;
  doc.y = Math.max(fromEnd, toEnd) + 24;

  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text('DESCRIPTION', MARGIN, doc.y);
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor(INK).text(text(invoice.description), { width });
  doc.moveDown(1.2);

  // The lines, then the totals.
  const amountWidth = 110;
  const row = (label: string, amount: string, options: { bold?: boolean; shade?: boolean; muted?: boolean } = {}) => {
    const top = doc.y;
    const labelHeight = doc
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .heightOfString(text(label), { width: width - amountWidth - 16 });
    const height = Math.max(20, labelHeight + 10);
    if (options.shade) doc.rect(MARGIN, top, width, height).fill(STRIPE);
    doc.fillColor(options.muted ? MUTED : INK).text(text(label), MARGIN + 6, top + 5, { width: width - amountWidth - 16 });
    right(doc, amount, MARGIN + width - 6, top + 5);
    doc.x = MARGIN;
    doc.y = top + height;
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.7)
      .strokeColor(RULE)
      .stroke();
  };
  const headerTop = doc.y;
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED);
  doc.text('ITEM', MARGIN + 6, headerTop, { width: width / 2 });
  right(doc, vat ? 'AMOUNT (INC. VAT)' : 'AMOUNT', MARGIN + width - 6, headerTop);
  doc.y = headerTop + 14;
  rule();
  invoice.lines.forEach((line, index) => row(line.description, formatPence(line.amountPence), { shade: index % 2 === 1 }));
  rule();
  doc.y += 4;
  if (vat) {
    row('Net', formatPence(invoice.netPence));
    row(`VAT at ${invoice.vatRatePercent}%`, formatPence(invoice.vatPence));
  }
  row('Total', formatPence(invoice.totalPence), { bold: true, shade: true });
  doc.moveDown(1.2);

  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(INK)
    .text(`Paid through Stave on ${LONDON_DATE.format(new Date(invoice.paidAt))}. Nothing is owed.`, MARGIN, doc.y, { width });
  if (vat) {
    doc
      .moveDown(0.4)
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`The agreed fee includes VAT at the standard rate of ${invoice.vatRatePercent}%.`, { width });
  }
  doc
    .moveDown(0.4)
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Issued through Stave for booking ${invoice.bookingId}, on behalf of the seller named above.`, { width });
}

// One line of text ending at `end` (pdfkit's own right alignment leaves a varying gap).
function right(doc: Doc, value: string, end: number, y: number): void {
  doc.text(value, end - doc.widthOfString(value), y, { lineBreak: false });
}

// A party's block: name, trading name, address, postcode, email, and the VAT number when VAT is charged. Returns where
// it ends.
function party(doc: Doc, title: string, who: InvoiceParty, x: number, y: number, width: number, showVat: boolean): number {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text(title.toUpperCase(), x, y, { width });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(pdfText(who.name), x, doc.y + 4, { width });
  doc.font('Helvetica').fontSize(10);
  if (who.tradingName) doc.text(pdfText(`Trading as ${who.tradingName}`), x, doc.y, { width });
  for (const line of who.address?.split('\n') ?? []) doc.text(pdfText(line), x, doc.y, { width });
  if (who.postcode) doc.text(pdfText(who.postcode), x, doc.y, { width });
  if (who.email) doc.fillColor(MUTED).text(pdfText(who.email), x, doc.y, { width });
  if (showVat && who.vatNumber) doc.fillColor(INK).text(`VAT number ${pdfText(who.vatNumber)}`, x, doc.y + 2, { width });
  return doc.y;
}
