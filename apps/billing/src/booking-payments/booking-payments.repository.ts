import { Injectable } from '@nestjs/common';
import type { BookingChargeKind, BookingChargeStatus, PayloadOf } from '@stave/contracts';
import { Database, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

// The booking as jobs-events last announced it, and the hirer's card saved with the deposit.
export interface BookingPaymentRow {
  bookingId: number;
  hirerId: number | null;
  musicianId: number | null;
  bookingStatus: string;
  bookingVersion: number;
  role: string;
  startsAt: Date;
  endsAt: Date;
  feePence: number;
  depositPence: number;
  feeDuePence: number | null;
  issueAt: Date | null;
  customerId: string | null;
  paymentMethodId: string | null;
  settledAt: Date | null;
  version: number;
}

export interface ChargeRow {
  bookingId: number;
  kind: BookingChargeKind;
  amountPence: number;
  bookingFeePence: number;
  status: BookingChargeStatus;
  dueAt: Date | null;
  attempt: number;
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
  chargeId: string | null;
  transferId: string | null;
  paidAt: Date | null;
  refundedPence: number;
  refunds: number;
  failure: string | null;
  disputeId: string | null;
  disputeStatus: 'open' | 'won' | 'lost' | null;
  disputedPence: number | null;
  disputeOpenedAt: Date | null;
}

export type ChargeChange = Partial<
  Pick<
    ChargeRow,
    | 'status'
    | 'dueAt'
    | 'attempt'
    | 'checkoutSessionId'
    | 'paymentIntentId'
    | 'chargeId'
    | 'transferId'
    | 'paidAt'
    | 'refundedPence'
    | 'refunds'
    | 'failure'
    | 'disputeId'
    | 'disputeStatus'
    | 'disputedPence'
    | 'disputeOpenedAt'
  >
>;

export interface DisputeRow {
  bookingId: number;
  kind: BookingChargeKind;
  disputedPence: number;
  disputeStatus: 'open' | 'won' | 'lost';
  disputeOpenedAt: Date;
  hirerId: number | null;
  musicianId: number | null;
  role: string;
  startsAt: Date;
}

const PAYMENT = `
  SELECT booking_id AS "bookingId", hirer_id AS "hirerId", musician_id AS "musicianId", booking_status AS "bookingStatus",
         booking_version AS "bookingVersion", role, starts_at AS "startsAt", ends_at AS "endsAt", fee_pence AS "feePence",
         deposit_pence AS "depositPence", fee_due_pence AS "feeDuePence", issue_at AS "issueAt", customer_id AS "customerId",
         payment_method_id AS "paymentMethodId", settled_at AS "settledAt", version
    FROM booking_payments`;

const CHARGE = `
  SELECT booking_id AS "bookingId", kind, amount_pence AS "amountPence", booking_fee_pence AS "bookingFeePence", status,
         due_at AS "dueAt", attempt, checkout_session_id AS "checkoutSessionId", payment_intent_id AS "paymentIntentId",
         charge_id AS "chargeId", transfer_id AS "transferId", paid_at AS "paidAt", refunded_pence AS "refundedPence", refunds,
         failure, dispute_id AS "disputeId", dispute_status AS "disputeStatus", disputed_pence AS "disputedPence",
         dispute_opened_at AS "disputeOpenedAt"
    FROM booking_charges`;

const COLUMNS: Record<keyof ChargeChange, string> = {
  status: 'status',
  dueAt: 'due_at',
  attempt: 'attempt',
  checkoutSessionId: 'checkout_session_id',
  paymentIntentId: 'payment_intent_id',
  chargeId: 'charge_id',
  transferId: 'transfer_id',
  paidAt: 'paid_at',
  refundedPence: 'refunded_pence',
  refunds: 'refunds',
  failure: 'failure',
  disputeId: 'dispute_id',
  disputeStatus: 'dispute_status',
  disputedPence: 'disputed_pence',
  disputeOpenedAt: 'dispute_opened_at',
};

// The only file that touches booking_payments and booking_charges in SQL.
@Injectable()
export class BookingPaymentsRepository {
  constructor(private readonly database: Database) {}

  // jobs-events' news of a booking, kept when newer than what is held (a late, older event changes nothing). An issue or
  // a payment line moves no status. True when it was applied.
  async project(tx: Transaction, event: PayloadOf<'jobs-events.booking.changed.v1'>, now: Date): Promise<boolean> {
    const moved = event.status !== 'issue' && event.status !== 'payment';
    const rows = await queryRows(
      tx,
      `INSERT INTO booking_payments (booking_id, hirer_id, musician_id, booking_status, booking_version, role, starts_at, ends_at,
                                     fee_pence, deposit_pence, fee_due_pence, issue_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (booking_id) DO UPDATE
         SET hirer_id = excluded.hirer_id, musician_id = excluded.musician_id,
             booking_status = CASE WHEN $14 THEN excluded.booking_status ELSE booking_payments.booking_status END,
             booking_version = excluded.booking_version, role = excluded.role, starts_at = excluded.starts_at,
             ends_at = excluded.ends_at, fee_pence = excluded.fee_pence, deposit_pence = excluded.deposit_pence,
             fee_due_pence = coalesce(excluded.fee_due_pence, booking_payments.fee_due_pence),
             issue_at = coalesce(booking_payments.issue_at, excluded.issue_at), updated_at = excluded.updated_at
       WHERE booking_payments.booking_version < excluded.booking_version
       RETURNING 1 AS applied`,
      [
        event.bookingId,
        event.hirerId,
        event.musicianId,
        moved ? event.status : event.status === 'issue' ? 'completed' : 'accepted',
        event.version,
        event.role,
        event.startsAt,
        event.endsAt,
        event.feePence,
        event.depositPence,
        event.feeDuePence,
        event.status === 'issue' ? now : null,
        now,
        moved,
      ],
    );
    return rows.length > 0;
  }

  find(db: Queryable, bookingId: number): Promise<BookingPaymentRow | null> {
    return queryOne<BookingPaymentRow>(db, `${PAYMENT} WHERE booking_id = $1`, [bookingId]);
  }

  lock(tx: Transaction, bookingId: number): Promise<BookingPaymentRow | null> {
    return queryOne<BookingPaymentRow>(tx, `${PAYMENT} WHERE booking_id = $1 FOR UPDATE`, [bookingId]);
  }

  charges(db: Queryable, bookingId: number): Promise<ChargeRow[]> {
    return queryRows<ChargeRow>(db, `${CHARGE} WHERE booking_id = $1 ORDER BY kind DESC`, [bookingId]);
  }

  async addCharge(
    tx: Transaction,
    charge: Pick<ChargeRow, 'bookingId' | 'kind' | 'amountPence' | 'bookingFeePence' | 'status' | 'dueAt'>,
    now: Date,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO booking_charges (booking_id, kind, amount_pence, booking_fee_pence, status, due_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [charge.bookingId, charge.kind, charge.amountPence, charge.bookingFeePence, charge.status, charge.dueAt, now],
    );
  }

  async updateCharge(tx: Transaction, bookingId: number, kind: BookingChargeKind, change: ChargeChange, now: Date): Promise<void> {
    const entries = Object.entries(change) as [keyof ChargeChange, unknown][];
    const sets = entries.map(([key], index) => `${COLUMNS[key]} = $${index + 4}`);
    await tx.query(`UPDATE booking_charges SET ${[...sets, 'updated_at = $3'].join(', ')} WHERE booking_id = $1 AND kind = $2`, [
      bookingId,
      kind,
      now,
      ...entries.map(([, value]) => value),
    ]);
  }

  async saveCard(tx: Transaction, bookingId: number, customerId: string, paymentMethodId: string): Promise<void> {
    await tx.query(`UPDATE booking_payments SET customer_id = $2, payment_method_id = $3 WHERE booking_id = $1`, [bookingId, customerId, paymentMethodId]);
  }

  async markSettled(tx: Transaction, bookingId: number, now: Date): Promise<boolean> {
    const rows = await queryRows(tx, `UPDATE booking_payments SET settled_at = $2 WHERE booking_id = $1 AND settled_at IS NULL RETURNING 1`, [bookingId, now]);
    return rows.length > 0;
  }

  // The next version of the booking's money, for an announcement.
  async nextVersion(tx: Transaction, bookingId: number): Promise<number> {
    const row = await queryOne<{ version: number }>(tx, `UPDATE booking_payments SET version = version + 1 WHERE booking_id = $1 RETURNING version`, [
      bookingId,
    ]);
    return row!.version;
  }

  chargeByIntent(db: Queryable, paymentIntentId: string): Promise<ChargeRow | null> {
    return queryOne<ChargeRow>(db, `${CHARGE} WHERE payment_intent_id = $1`, [paymentIntentId]);
  }

  // Balances to take from a saved card now, and attempts that never came back (a crash between Stripe and the commit:
  // tried again with the same idempotency key, so Stripe answers what it did), locked for this worker only.
  due(tx: Transaction, now: Date, staleBefore: Date, limit: number): Promise<Pick<ChargeRow, 'bookingId' | 'kind' | 'status' | 'attempt'>[]> {
    return queryRows(
      tx,
      `SELECT c.booking_id AS "bookingId", c.kind, c.status, c.attempt
         FROM booking_charges c
        WHERE (c.status = 'scheduled' AND c.due_at <= $1) OR (c.status = 'processing' AND c.updated_at < $2)
        ORDER BY c.due_at LIMIT $3 FOR UPDATE SKIP LOCKED`,
      [now, staleBefore, limit],
    );
  }

  disputes(status: 'open' | 'won' | 'lost'): Promise<DisputeRow[]> {
    return queryRows<DisputeRow>(
      this.database.pool,
      `SELECT c.booking_id AS "bookingId", c.kind, c.disputed_pence AS "disputedPence", c.dispute_status AS "disputeStatus",
              c.dispute_opened_at AS "disputeOpenedAt", p.hirer_id AS "hirerId", p.musician_id AS "musicianId", p.role,
              p.starts_at AS "startsAt"
         FROM booking_charges c JOIN booking_payments p USING (booking_id)
        WHERE c.dispute_id IS NOT NULL AND c.dispute_status = $1
        ORDER BY c.dispute_opened_at, c.booking_id LIMIT 200`,
      [status],
    );
  }

  // A member's bookings' money, either side (their export).
  ofMember(db: Queryable, userId: number): Promise<BookingPaymentRow[]> {
    return queryRows<BookingPaymentRow>(db, `${PAYMENT} WHERE hirer_id = $1 OR musician_id = $1 ORDER BY booking_id`, [userId]);
  }

  // A member erased: the money records stay (the other side's, and the law's), without them.
  async forget(tx: Transaction, userId: number): Promise<void> {
    // The hirer's card went with their Stripe customer: nothing is charged from it any more.
    await tx.query(`UPDATE booking_payments SET hirer_id = NULL, customer_id = NULL, payment_method_id = NULL WHERE hirer_id = $1`, [userId]);
    await tx.query(`UPDATE booking_payments SET musician_id = NULL WHERE musician_id = $1`, [userId]);
  }
}
