import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomInt, randomUUID } from 'node:crypto';
import { Database, FileStorage } from '@stave/platform';
import { ServiceWithMembers, eventually, type Member } from '@stave/platform/testing';
import { billingService } from '../src/app.module';
import { InvoicesService, type IssueInvoice } from '../src/invoices/invoices.service';

// Invoices for bookings paid through Stave (docs/bookings.md § Invoices and tax years), on real Postgres and Kafka: the
// members' invoice details, issue() as settling a booking calls it (in its transaction), numbering without gaps under
// concurrency, reading them (only their two parties), the PDF, the tax-year CSV, export and erasure.
describe('billing: invoices', () => {
  let billing: ServiceWithMembers;
  let invoices: InvoicesService;
  let database: Database;

  beforeAll(async () => {
    billing = await ServiceWithMembers.start(billingService, { PUBLIC_APP_URL: 'http://app.stave.test' });
    invoices = billing.service.app.get(InvoicesService);
    database = billing.service.app.get(Database);
  });

  afterAll(async () => {
    await billing?.stop();
  });

  const call = (member: Member, method: string, path: string, body?: unknown) => billing.call(method, path, { token: member.token, body });
  const download = async (member: Member, path: string) => {
    const response = await fetch(`${billing.url}${path}`, { headers: { authorization: `Bearer ${member.token}` } });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const bookingId = () => randomInt(1, 2_000_000_000);
  const issueInput = (musician: Member, hirer: Member, overrides: Partial<IssueInvoice> = {}): IssueInvoice => ({
    bookingId: bookingId(),
    musicianId: musician.id,
    hirerId: hirer.id,
    description: 'Bass for a wedding reception, The Barn, Hexham',
    supplyDate: '2026-06-13',
    paidAt: new Date('2026-06-14T10:00:00Z'),
    lines: [{ description: 'Engagement fee', amountPence: 36_000 }],
    ...overrides,
  });
  const issue = (input: IssueInvoice) => database.transaction((tx) => invoices.issue(tx, input));
  const details = {
    legalName: 'Jo Bloggs',
    tradingName: 'Low End Music',
    address: '1 High Street\n\nHexham ',
    postcode: 'ne461aa',
    email: 'Jo@LowEnd.test',
    vatNumber: 'gb 123 456 789',
    invoicePrefix: 'jb',
  };

  it('keeps each member’s invoice details, refusing what a UK invoice cannot carry field by field', async () => {
    const jo = await billing.member();
    expect((await call(jo, 'GET', '/api/billing/invoice-details')).body).toEqual({ details: null });

    const refused = await call(jo, 'PUT', '/api/billing/invoice-details', {
      legalName: ' ',
      address: 'a\nb\nc\nd\ne',
      postcode: 'NOT A CODE',
      email: 'jo@',
      vatNumber: 'GB12345',
      invoicePrefix: '1-x',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION');
    expect(Object.fromEntries(refused.body.errors.map((error: { path: string; message: string }) => [error.path, error.message]))).toEqual({
      legalName: 'Enter your legal name (or your company’s)',
      address: 'Use at most 4 lines of up to 120 characters each',
      postcode: 'Enter a valid UK postcode',
      email: 'Enter a valid email address',
      vatNumber: 'Enter a UK VAT number: GB and 9 or 12 digits (or GBGD / GBHA and 3)',
      invoicePrefix: 'Use 2 to 12 capital letters, digits or dashes, starting with a letter',
    });

    const saved = await call(jo, 'PUT', '/api/billing/invoice-details', details);
    expect(saved.status).toBe(200);
    expect(saved.body.details).toEqual({
      legalName: 'Jo Bloggs',
      tradingName: 'Low End Music',
      address: '1 High Street\nHexham',
      postcode: 'NE46 1AA',
      email: 'jo@lowend.test',
      vatNumber: 'GB123456789',
      invoicePrefix: 'JB',
      updatedAt: expect.any(String),
    });
    expect((await call(jo, 'GET', '/api/billing/invoice-details')).body).toEqual(saved.body);
    // The other UK shapes, and none at all.
    for (const [sent, stored] of [
      ['GB 123 4567 89 012', 'GB123456789012'],
      ['gbgd001', 'GBGD001'],
      ['GBHA599', 'GBHA599'],
      ['123456789', 'GB123456789'],
      ['', null],
    ] as const) {
      expect((await call(jo, 'PUT', '/api/billing/invoice-details', { ...details, vatNumber: sent })).body.details.vatNumber).toBe(stored);
    }
  });

  it('numbers a musician’s invoices 1, 2, 3… with no gaps when ten are issued at once, and a rollback gives its number back', async () => {
    const [musician, hirer, other] = [await billing.member(), await billing.member(), await billing.member()];
    const inputs = Array.from({ length: 10 }, () => issueInput(musician, hirer));
    const issued = await Promise.all(inputs.map(issue));
    expect(issued.map((invoice) => invoice.number).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `STV-${musician.id}-${String(i + 1).padStart(4, '0')}`),
    );

    // Settling a booking that fails after issuing rolls the invoice back, number and all.
    await expect(
      database.transaction(async (tx) => {
        await invoices.issue(tx, issueInput(musician, hirer));
        throw new Error('the payment could not be recorded');
      }),
    ).rejects.toThrow('the payment could not be recorded');
    expect((await issue(issueInput(musician, hirer))).number).toBe(`STV-${musician.id}-0011`);
    // Another musician counts from 1.
    expect((await issue(issueInput(other, hirer))).number).toBe(`STV-${other.id}-0001`);
  });

  it('issues once per booking: again, or twice at once, answers the first invoice', async () => {
    const [musician, hirer] = [await billing.member(), await billing.member()];
    const input = issueInput(musician, hirer);
    const first = await issue(input);
    expect(await issue({ ...input, description: 'Something else' })).toEqual(first);

    const racing = issueInput(musician, hirer);
    const [a, b] = await Promise.all([issue(racing), issue(racing)]);
    expect(a).toEqual(b);
    expect(a.number).toBe(`STV-${musician.id}-0002`);
    const { rows } = await billing.db.query(`SELECT count(*)::int AS n FROM invoices WHERE booking_id = ANY($1::int[])`, [[input.bookingId, racing.bookingId]]);
    expect(rows[0].n).toBe(2);
  });

  it('snapshots both parties, charges VAT only for a VAT-registered musician, and shows an invoice only to its two parties', async () => {
    const [jo, sam, stranger] = [await billing.member({ name: 'Jo B' }), await billing.member({ name: 'Sam Smith' }), await billing.member()];
    await call(jo, 'PUT', '/api/billing/invoice-details', details);
    const input = issueInput(jo, sam, {
      lines: [
        { description: 'Engagement fee', amountPence: 30_000 },
        { description: 'Travel', amountPence: 6_001 },
      ],
    });
    const { id, number } = await issue(input);
    expect(number).toBe('JB-0001');

    const view = (await call(jo, 'GET', `/api/billing/invoices/${id}`)).body;
    expect(view).toEqual({
      id,
      number: 'JB-0001',
      bookingId: input.bookingId,
      side: 'musician',
      issueDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      supplyDate: '2026-06-13',
      paidAt: '2026-06-14T10:00:00.000Z',
      description: input.description,
      seller: {
        name: 'Jo Bloggs',
        tradingName: 'Low End Music',
        address: '1 High Street\nHexham',
        postcode: 'NE46 1AA',
        email: 'jo@lowend.test',
        vatNumber: 'GB123456789',
      },
      // Sam gave no details: their Stave name.
      buyer: { name: 'Sam Smith', tradingName: null, address: null, postcode: null, email: null, vatNumber: null },
      lines: input.lines,
      // VAT is a sixth of the VAT-inclusive total, to the penny.
      netPence: 30_001,
      vatPence: 6_000,
      vatRatePercent: 20,
      totalPence: 36_001,
      currency: 'GBP',
    });
    // Details changed later leave the issued invoice as it was.
    await call(jo, 'PUT', '/api/billing/invoice-details', { ...details, legalName: 'Joanna Bloggs', vatNumber: null });
    expect((await call(sam, 'GET', `/api/billing/invoices/${id}`)).body).toEqual({ ...view, side: 'hirer' });
    expect((await call(sam, 'GET', `/api/billing/bookings/${input.bookingId}/invoice`)).body.number).toBe('JB-0001');
    // Without a VAT number now: no VAT on the next.
    const next = await issue(issueInput(jo, sam));
    expect((await call(jo, 'GET', `/api/billing/invoices/${next.id}`)).body).toMatchObject({
      number: 'JB-0002',
      seller: { name: 'Joanna Bloggs', vatNumber: null },
      netPence: 36_000,
      vatPence: 0,
      vatRatePercent: null,
      totalPence: 36_000,
    });

    // Anyone else: as if it did not exist.
    for (const path of [
      `/api/billing/invoices/${id}`,
      `/api/billing/invoices/${id}/pdf`,
      `/api/billing/bookings/${input.bookingId}/invoice`,
      '/api/billing/invoices/2147483647',
    ]) {
      const answer = await call(stranger, 'GET', path);
      expect([answer.status, answer.body]).toEqual([404, { message: 'Invoice not found', code: 'INVOICE_NOT_FOUND' }]);
    }
    expect((await call(jo, 'GET', `/api/billing/bookings/${bookingId()}/invoice`)).status).toBe(404);

    // Lists: each side's, newest first, paged.
    const mine = await call(jo, 'GET', '/api/billing/invoices?as=musician&limit=1');
    expect(mine.body.map((row: { number: string }) => row.number)).toEqual(['JB-0002']);
    expect(mine.body[0]).toMatchObject({ otherParty: 'Sam Smith', side: 'musician', totalPence: 36_000 });
    expect([mine.headers.get('x-total-count'), mine.headers.get('x-next-page')]).toEqual(['2', '2']);
    const last = await call(jo, 'GET', '/api/billing/invoices?as=musician&limit=1&page=2');
    expect([last.body[0].number, last.headers.get('x-next-page')]).toEqual(['JB-0001', null]);
    const billed = await call(sam, 'GET', '/api/billing/invoices?as=hirer');
    expect(billed.body.map((row: { number: string; otherParty: string }) => [row.number, row.otherParty])).toEqual([
      ['JB-0002', 'Low End Music'],
      ['JB-0001', 'Low End Music'],
    ]);
    expect((await call(sam, 'GET', '/api/billing/invoices?as=musician')).body).toEqual([]);
    expect((await call(stranger, 'GET', '/api/billing/invoices?as=hirer')).headers.get('x-total-count')).toBe('0');

    // The PDF, to either party.
    const pdf = await download(sam, `/api/billing/invoices/${id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="JB-0001.pdf"');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.bytes.toString('latin1')).toContain('Invoice JB-0001');
    expect(pdf.bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect((await call(jo, 'GET', `/api/billing/invoices/${id}/pdf`)).status).toBe(200);
  });

  it('downloads a tax year’s invoices as CSV by London dates, with a total row and its cells escaped', async () => {
    const [musician, hirer] = [await billing.member(), await billing.member({ name: '=HYPERLINK("http://evil.test","x")' })];
    const paid = async (paidAt: string, description = 'Gig') => (await issue(issueInput(musician, hirer, { paidAt: new Date(paidAt), description }))).number;
    // 5 April 22:59:59 UTC is still 5 April in London (the old year); 23:00 UTC is 6 April (BST).
    await paid('2026-04-05T22:59:59Z');
    const first = await paid('2026-04-05T23:00:00Z', 'Session, "live" take\nsecond line');
    const last = await paid('2027-04-05T22:59:59Z', '-1+1');
    await paid('2027-04-05T23:00:00Z');

    const csv = await call(musician, 'GET', '/api/billing/invoices/tax-year.csv?as=musician&year=2026');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="stave-earnings-2026-27.csv"');
    const other = `"'=HYPERLINK(""http://evil.test"",""x"")"`;
    expect(csv.text).toBe(
      [
        'invoice_number,paid_date,supply_date,description,other_party,net_gbp,vat_gbp,total_gbp',
        `${first},2026-04-06,2026-06-13,"Session, ""live"" take\nsecond line",${other},360.00,0.00,360.00`,
        `${last},2027-04-05,2026-06-13,'-1+1,${other},360.00,0.00,360.00`,
        'Total,,,2 invoices,,720.00,0.00,720.00',
        '',
      ].join('\r\n'),
    );
    const spend = await call(hirer, 'GET', '/api/billing/invoices/tax-year.csv?as=hirer&year=2025');
    expect(spend.headers.get('content-disposition')).toBe('attachment; filename="stave-spend-2025-26.csv"');
    expect(spend.text.split('\r\n').slice(-2)).toEqual(['Total,,,1 invoice,,360.00,0.00,360.00', '']);
    expect((await call(musician, 'GET', '/api/billing/invoices/tax-year.csv?as=musician&year=1999')).status).toBe(400);
  });

  it('exports the member’s details and invoices; erasure forgets their details and leaves the invoices as the other party’s record', async () => {
    const gone = await billing.member({ id: randomInt(1_000_000_000, 2_000_000_000) });
    const hirer = await billing.member();
    await call(gone, 'PUT', '/api/billing/invoice-details', details);
    const { id } = await issue(issueInput(gone, hirer));

    const exportId = randomUUID();
    await billing.publish('identity.export.requested.v1', gone.id, { exportId, userId: gone.id, requestedAt: new Date().toISOString() });
    const ready = await eventually(async () => {
      const { rows } = await billing.db.query(`SELECT payload -> 'payload' AS payload FROM outbox WHERE name = 'billing.export.part-ready.v1' AND key = $1`, [
        exportId,
      ]);
      return rows[0]?.payload as { dataKey: string } | undefined;
    });
    const stored = (await billing.service.app.get(FileStorage).get(ready.dataKey))!;
    const part = JSON.parse(Buffer.concat(await stored.body.toArray()).toString('utf8'));
    expect(part.invoiceDetails).toMatchObject({ legalName: 'Jo Bloggs', vatNumber: 'GB123456789' });
    expect(part.bookingInvoices).toEqual([expect.objectContaining({ id, number: 'JB-0001', side: 'musician' })]);

    const erased = await billing.publish('identity.user.erased.v1', gone.id, { userId: gone.id, erasedAt: new Date().toISOString() });
    await eventually(async () => (await billing.db.query(`SELECT 1 FROM inbox WHERE event_id = $1`, [erased])).rowCount);
    expect((await billing.db.query(`SELECT 1 FROM invoice_details WHERE user_id = $1`, [gone.id])).rowCount).toBe(0);
    expect((await billing.db.query(`SELECT 1 FROM invoices WHERE musician_id = $1 OR hirer_id = $1`, [gone.id])).rowCount).toBe(0);
    // The hirer keeps their record of it, as issued.
    expect((await call(hirer, 'GET', `/api/billing/invoices/${id}`)).body).toMatchObject({ number: 'JB-0001', seller: { name: 'Jo Bloggs' } });
    expect((await call(gone, 'GET', `/api/billing/invoices/${id}`)).status).toBe(404);
  });
});
