import { Injectable } from '@nestjs/common';
import type { InvoiceLine, InvoiceParty, InvoiceSide, SaveInvoiceDetails } from '@stave/contracts';
import { Database, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

export interface InvoiceDetailsRow extends SaveInvoiceDetails {
  userId: number;
  updatedAt: Date;
}

export interface InvoiceRow {
  id: number;
  bookingId: number;
  musicianId: number | null;
  hirerId: number | null;
  sequence: number;
  number: string;
  description: string;
  supplyDate: string;
  issueDate: string;
  issuedAt: Date;
  paidAt: Date;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  netPence: number;
  vatPence: number;
  vatRatePercent: number | null;
  totalPence: number;
}

export type NewInvoice = Omit<InvoiceRow, 'id'>;

const DETAILS = `
  SELECT user_id AS "userId", legal_name AS "legalName", trading_name AS "tradingName", address, postcode, email,
         vat_number AS "vatNumber", invoice_prefix AS "invoicePrefix", updated_at AS "updatedAt"
    FROM invoice_details`;

const INVOICE_COLUMNS = `
  id, booking_id AS "bookingId", musician_id AS "musicianId", hirer_id AS "hirerId", sequence, number, description,
  to_char(supply_date, 'YYYY-MM-DD') AS "supplyDate", to_char(issue_date, 'YYYY-MM-DD') AS "issueDate",
  issued_at AS "issuedAt", paid_at AS "paidAt", seller, buyer, lines, net_pence AS "netPence", vat_pence AS "vatPence",
  vat_rate_percent AS "vatRatePercent", total_pence AS "totalPence"`;

const SIDE_COLUMN: Record<InvoiceSide, string> = { musician: 'musician_id', hirer: 'hirer_id' };

// The only file that touches invoice_details, invoice_counters and invoices in SQL.
@Injectable()
export class InvoicesRepository {
  constructor(private readonly database: Database) {}

  findDetails(userId: number, db: Queryable = this.database.pool): Promise<InvoiceDetailsRow | null> {
    return queryOne<InvoiceDetailsRow>(db, `${DETAILS} WHERE user_id = $1`, [userId]);
  }

  async saveDetails(userId: number, details: SaveInvoiceDetails, now: Date): Promise<InvoiceDetailsRow> {
    return (await queryOne<InvoiceDetailsRow>(
      this.database.pool,
      `INSERT INTO invoice_details AS d (user_id, legal_name, trading_name, address, postcode, email, vat_number, invoice_prefix, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (user_id) DO UPDATE SET
         legal_name = EXCLUDED.legal_name, trading_name = EXCLUDED.trading_name, address = EXCLUDED.address,
         postcode = EXCLUDED.postcode, email = EXCLUDED.email, vat_number = EXCLUDED.vat_number,
         invoice_prefix = EXCLUDED.invoice_prefix, updated_at = EXCLUDED.updated_at
       RETURNING user_id AS "userId", legal_name AS "legalName", trading_name AS "tradingName", address, postcode, email,
                 vat_number AS "vatNumber", invoice_prefix AS "invoicePrefix", updated_at AS "updatedAt"`,
      [userId, details.legalName, details.tradingName, details.address, details.postcode, details.email, details.vatNumber, details.invoicePrefix, now],
    ))!;
  }

  // The musician's counter, locked to the end of the transaction: one number is taken at a time, and a transaction
  // that rolls back gives its number back (no gaps). Made at the musician's first invoice.
  async lockCounter(tx: Transaction, musicianId: number): Promise<number> {
    await tx.query(`INSERT INTO invoice_counters (musician_id) VALUES ($1) ON CONFLICT (musician_id) DO NOTHING`, [musicianId]);
    const row = await queryOne<{ last: number }>(tx, `SELECT last_sequence AS last FROM invoice_counters WHERE musician_id = $1 FOR UPDATE`, [musicianId]);
    return row!.last;
  }

  async takeNumber(tx: Transaction, musicianId: number): Promise<number> {
    const row = await queryOne<{ last: number }>(
      tx,
      `UPDATE invoice_counters SET last_sequence = last_sequence + 1 WHERE musician_id = $1 RETURNING last_sequence AS last`,
      [musicianId],
    );
    return row!.last;
  }

  findByBooking(db: Queryable, bookingId: number): Promise<InvoiceRow | null> {
    return queryOne<InvoiceRow>(db, `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE booking_id = $1`, [bookingId]);
  }

  async insert(tx: Transaction, invoice: NewInvoice): Promise<{ id: number }> {
    return (await queryOne<{ id: number }>(
      tx,
      `INSERT INTO invoices (booking_id, musician_id, hirer_id, sequence, number, description, supply_date, issue_date, issued_at,
                             paid_at, seller, buyer, lines, net_pence, vat_pence, vat_rate_percent, total_pence)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
       RETURNING id`,
      [
        invoice.bookingId,
        invoice.musicianId,
        invoice.hirerId,
        invoice.sequence,
        invoice.number,
        invoice.description,
        invoice.supplyDate,
        invoice.issueDate,
        invoice.issuedAt,
        invoice.paidAt,
        JSON.stringify(invoice.seller),
        JSON.stringify(invoice.buyer),
        JSON.stringify(invoice.lines),
        invoice.netPence,
        invoice.vatPence,
        invoice.vatRatePercent,
        invoice.totalPence,
      ],
    ))!;
  }

  // One invoice, when the member is its musician or its hirer.
  findFor(userId: number, id: number): Promise<InvoiceRow | null> {
    return queryOne<InvoiceRow>(this.database.pool, `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE id = $1 AND (musician_id = $2 OR hirer_id = $2)`, [
      id,
      userId,
    ]);
  }

  findForBooking(userId: number, bookingId: number): Promise<InvoiceRow | null> {
    return queryOne<InvoiceRow>(this.database.pool, `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE booking_id = $1 AND (musician_id = $2 OR hirer_id = $2)`, [
      bookingId,
      userId,
    ]);
  }

  // The member's on one side, newest first.
  async page(userId: number, side: InvoiceSide, offset: number, limit: number): Promise<{ rows: InvoiceRow[]; total: number }> {
    const column = SIDE_COLUMN[side];
    const [rows, count] = await Promise.all([
      queryRows<InvoiceRow>(
        this.database.pool,
        `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE ${column} = $1 ORDER BY issued_at DESC, id DESC OFFSET $2 LIMIT $3`,
        [userId, offset, limit],
      ),
      queryOne<{ total: number }>(this.database.pool, `SELECT count(*)::int AS total FROM invoices WHERE ${column} = $1`, [userId]),
    ]);
    return { rows, total: count?.total ?? 0 };
  }

  // The member's on one side paid in [start, end), oldest first.
  paidBetween(userId: number, side: InvoiceSide, start: Date, end: Date): Promise<InvoiceRow[]> {
    return queryRows<InvoiceRow>(
      this.database.pool,
      `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE ${SIDE_COLUMN[side]} = $1 AND paid_at >= $2 AND paid_at < $3 ORDER BY paid_at, id`,
      [userId, start, end],
    );
  }

  // Every invoice the member is on, either side, oldest first (their export).
  allFor(db: Queryable, userId: number): Promise<InvoiceRow[]> {
    return queryRows<InvoiceRow>(db, `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE musician_id = $1 OR hirer_id = $1 ORDER BY issued_at, id`, [userId]);
  }

  // A member erased (docs/bookings.md § Invoices and tax years): their details and counter go; the invoices they are on
  // stay the other party's record, without the erased member's id; one with no party left goes.
  async erase(tx: Transaction, userId: number): Promise<void> {
    await tx.query(`DELETE FROM invoice_details WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM invoice_counters WHERE musician_id = $1`, [userId]);
    await tx.query(
      `UPDATE invoices SET musician_id = CASE WHEN musician_id = $1 THEN NULL ELSE musician_id END,
                           hirer_id = CASE WHEN hirer_id = $1 THEN NULL ELSE hirer_id END
        WHERE musician_id = $1 OR hirer_id = $1`,
      [userId],
    );
    await tx.query(`DELETE FROM invoices WHERE musician_id IS NULL AND hirer_id IS NULL`);
  }
}
