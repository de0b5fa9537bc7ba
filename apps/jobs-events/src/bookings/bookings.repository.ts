import { Injectable } from '@nestjs/common';
import type { BookingSide, BookingStatus, BookingView, CancellationTerm } from '@stave/contracts';
import { Database, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

export interface BookingRow {
  id: number;
  hirerId: number | null;
  actorId: number | null;
  musicianId: number | null;
  sourceKind: 'application' | 'collaboration' | 'direct';
  sourceId: number | null;
  status: BookingStatus;
  version: number;
  role: string;
  description: string | null;
  date: string;
  callTime: string;
  sets: { start: string; end: string }[];
  endTime: string;
  startsAt: Date;
  endsAt: Date;
  venueName: string;
  venueAddress: string | null;
  venuePostcode: string;
  feePence: number;
  feeUnit: BookingView['fee']['unit'];
  feeIncludes: BookingView['fee']['includes'];
  depositPence: number;
  cancellationTerms: CancellationTerm[];
  dress: string | null;
  notes: string | null;
  expiresAt: Date;
  createdAt: Date;
  cancelledBy: BookingSide | null;
  feeDuePence: number | null;
  issueBy: number | null;
  issueText: string | null;
  issueAt: Date | null;
  hirerName: string | null;
  hirerImage: string | null;
  musicianName: string | null;
  musicianImage: string | null;
}

export interface HistoryRow {
  bookingId: number;
  status: BookingStatus | 'issue' | 'payment';
  byId: number | null;
  note: string | null;
  at: Date;
}

// What a booking's event tells of it.
export type AnnouncedBooking = Pick<BookingRow, 'id' | 'hirerId' | 'musicianId' | 'role' | 'startsAt' | 'endsAt' | 'feePence' | 'depositPence'>;

export type DueBooking = AnnouncedBooking & { status: 'offered' | 'confirmed' };

export type NewBooking = Omit<
  BookingRow,
  | 'id'
  | 'status'
  | 'version'
  | 'createdAt'
  | 'cancelledBy'
  | 'feeDuePence'
  | 'issueBy'
  | 'issueText'
  | 'issueAt'
  | 'hirerName'
  | 'hirerImage'
  | 'musicianName'
  | 'musicianImage'
>;

// What a move changes beside the status.
export interface BookingChange {
  cancelledBy?: BookingSide;
  feeDuePence?: number;
  issue?: { byId: number; text: string };
}

// The lists of the Bookings page: which statuses, and in which order.
const VIEWS = {
  upcoming: { where: `b.status IN ('accepted', 'confirmed')`, order: 'b.starts_at, b.id' },
  offers: { where: `b.status = 'offered'`, order: 'b.starts_at, b.id' },
  past: { where: `b.status IN ('completed', 'paid')`, order: 'b.starts_at DESC, b.id DESC' },
  cancelled: { where: `b.status IN ('cancelled', 'declined', 'withdrawn', 'expired')`, order: 'b.updated_at DESC, b.id DESC' },
} as const;

const SELECT = `
  SELECT b.id, b.hirer_id AS "hirerId", b.actor_id AS "actorId", b.musician_id AS "musicianId", b.source_kind AS "sourceKind",
         b.source_id AS "sourceId", b.status, b.version, b.role, b.description, to_char(b.date, 'YYYY-MM-DD') AS date,
         b.call_time AS "callTime", b.sets, b.end_time AS "endTime", b.starts_at AS "startsAt", b.ends_at AS "endsAt",
         b.venue_name AS "venueName", b.venue_address AS "venueAddress", b.venue_postcode AS "venuePostcode", b.fee_pence AS "feePence",
         b.fee_unit AS "feeUnit", b.fee_includes AS "feeIncludes", b.deposit_pence AS "depositPence",
         b.cancellation_terms AS "cancellationTerms", b.dress, b.notes, b.expires_at AS "expiresAt", b.created_at AS "createdAt",
         b.cancelled_by AS "cancelledBy", b.fee_due_pence AS "feeDuePence", b.issue_by AS "issueBy", b.issue_text AS "issueText",
         b.issue_at AS "issueAt", h.name AS "hirerName", h.profile_image AS "hirerImage", m.name AS "musicianName",
         m.profile_image AS "musicianImage"
    FROM bookings b
    LEFT JOIN user_summaries h ON h.id = b.hirer_id
    LEFT JOIN user_summaries m ON m.id = b.musician_id`;

// The only file that touches bookings and their history in SQL.
@Injectable()
export class BookingsRepository {
  constructor(private readonly db: Database) {}

  async insert(tx: Transaction, booking: NewBooking, now: Date): Promise<number> {
    const row = await queryOne<{ id: number }>(
      tx,
      `INSERT INTO bookings (hirer_id, actor_id, musician_id, source_kind, source_id, role, description, date, call_time, sets, end_time,
                             starts_at, ends_at, venue_name, venue_address, venue_postcode, fee_pence, fee_unit, fee_includes,
                             deposit_pence, cancellation_terms, dress, notes, expires_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $25)
       RETURNING id`,
      [
        booking.hirerId,
        booking.actorId,
        booking.musicianId,
        booking.sourceKind,
        booking.sourceId,
        booking.role,
        booking.description,
        booking.date,
        booking.callTime,
        JSON.stringify(booking.sets),
        booking.endTime,
        booking.startsAt,
        booking.endsAt,
        booking.venueName,
        booking.venueAddress,
        booking.venuePostcode,
        booking.feePence,
        booking.feeUnit,
        booking.feeIncludes,
        booking.depositPence,
        JSON.stringify(booking.cancellationTerms),
        booking.dress,
        booking.notes,
        booking.expiresAt,
        now,
      ],
    );
    await this.record(tx, row!.id, 1, 'offered', booking.actorId ?? booking.hirerId, null, now);
    return row!.id;
  }

  // The booking when the member is its musician or its hirer; null otherwise.
  find(db: Queryable, memberId: number, id: number): Promise<BookingRow | null> {
    return queryOne<BookingRow>(db, `${SELECT} WHERE b.id = $1 AND (b.musician_id = $2 OR b.hirer_id = $2)`, [id, memberId]);
  }

  history(db: Queryable, ids: number[]): Promise<HistoryRow[]> {
    return queryRows<HistoryRow>(
      db,
      `SELECT booking_id AS "bookingId", status, by_id AS "byId", note, at FROM booking_history WHERE booking_id = ANY($1::int[]) ORDER BY booking_id, version`,
      [ids],
    );
  }

  // What a member's calendar feed shows of their bookings: agreed ones (accepted, confirmed, completed) and cancelled
  // ones (so a subscribed calendar drops them), ending since `since`, soonest first.
  calendarOf(memberId: number, since: Date, limit: number): Promise<BookingRow[]> {
    return queryRows<BookingRow>(
      this.db.pool,
      `${SELECT} WHERE (b.musician_id = $1 OR b.hirer_id = $1) AND b.status IN ('accepted', 'confirmed', 'completed', 'paid', 'cancelled')
          AND b.ends_at >= $2 ORDER BY b.starts_at, b.id LIMIT $3`,
      [memberId, since, limit],
    );
  }

  // One move: from one of `from` to `to`, when the member is on `side` of it, in one statement (so of two racing moves
  // exactly one applies), with its line in the history. The new version; null when nothing matched.
  async move(
    tx: Transaction,
    move: {
      id: number;
      // Who moves it (the party it must be theirs on); none when Stave does (an offer expiring, an engagement ending).
      party: { side: BookingSide; memberId: number } | null;
      from: readonly BookingStatus[];
      to: BookingStatus;
      byId: number | null;
      note?: string | null;
    },
    change: BookingChange,
    now: Date,
  ): Promise<number | null> {
    const party = move.party ? `AND ${move.party.side === 'musician' ? 'musician_id' : 'hirer_id'} = $7` : '';
    const row = await queryOne<{ version: number }>(
      tx,
      `UPDATE bookings SET status = $3, version = version + 1, updated_at = $4,
              cancelled_by = coalesce($5, cancelled_by), fee_due_pence = coalesce($6, fee_due_pence)
        WHERE id = $1 AND status = ANY($2::text[]) ${party}
        RETURNING version`,
      [move.id, move.from, move.to, now, change.cancelledBy ?? null, change.feeDuePence ?? null, ...(move.party ? [move.party.memberId] : [])],
    );
    if (!row) return null;
    await this.record(tx, move.id, row.version, move.to, move.byId, move.note ?? null, now);
    return row.version;
  }

  // An issue on a completed booking, once: the new version, or null when there is one already or it is not completed.
  async raiseIssue(tx: Transaction, id: number, memberId: number, byId: number, text: string, now: Date): Promise<number | null> {
    const row = await queryOne<{ version: number }>(
      tx,
      `UPDATE bookings SET version = version + 1, updated_at = $4, issue_by = $3, issue_text = $5, issue_at = $4
        WHERE id = $1 AND (musician_id = $2 OR hirer_id = $2) AND status = 'completed' AND issue_at IS NULL
        RETURNING version`,
      [id, memberId, byId, now, text],
    );
    if (!row) return null;
    await this.record(tx, id, row.version, 'issue', byId, text, now);
    return row.version;
  }

  // A line that moves nothing (money at Stripe: 'Deposit payment of £50.00 didn’t go through'): the new version.
  async addLine(tx: Transaction, id: number, status: HistoryRow['status'], note: string, now: Date): Promise<number> {
    const row = await queryOne<{ version: number }>(tx, `UPDATE bookings SET version = version + 1, updated_at = $2 WHERE id = $1 RETURNING version`, [
      id,
      now,
    ]);
    await this.record(tx, id, row!.version, status, null, note, now);
    return row!.version;
  }

  // The booking whoever asks (a consumer applying another service's news of it), locked until the transaction ends.
  lockAny(tx: Transaction, id: number): Promise<BookingRow | null> {
    return queryOne<BookingRow>(tx, `${SELECT} WHERE b.id = $1 FOR UPDATE OF b`, [id]);
  }

  async list(memberId: number, side: BookingSide, view: keyof typeof VIEWS, offset: number, limit: number): Promise<{ rows: BookingRow[]; total: number }> {
    const party = side === 'musician' ? 'b.musician_id' : 'b.hirer_id';
    const { where, order } = VIEWS[view];
    const [rows, total] = await Promise.all([
      queryRows<BookingRow>(this.db.pool, `${SELECT} WHERE ${party} = $1 AND ${where} ORDER BY ${order} OFFSET $2 LIMIT $3`, [memberId, offset, limit]),
      queryOne<{ total: number }>(this.db.pool, `SELECT count(*)::int AS total FROM bookings b WHERE ${party} = $1 AND ${where}`, [memberId]),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  // Offers past their expiry and engagements past their end (each a partial index), locked for the sweeper (a booking a member
  // is moving at the moment is skipped, and looked at again next time).
  due(tx: Transaction, now: Date, limit: number): Promise<DueBooking[]> {
    return queryRows(
      tx,
      `SELECT id, status, hirer_id AS "hirerId", musician_id AS "musicianId", role, starts_at AS "startsAt", ends_at AS "endsAt",
              fee_pence AS "feePence", deposit_pence AS "depositPence"
         FROM bookings
        WHERE (status = 'offered' AND expires_at <= $1) OR (status = 'confirmed' AND ends_at <= $1)
        ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [now, limit],
    );
  }

  // The booking when the member is on it, locked until the transaction ends.
  lock(tx: Transaction, memberId: number, id: number): Promise<BookingRow | null> {
    return queryOne<BookingRow>(tx, `${SELECT} WHERE b.id = $1 AND (b.musician_id = $2 OR b.hirer_id = $2) FOR UPDATE OF b`, [id, memberId]);
  }

  private async record(tx: Transaction, id: number, version: number, status: HistoryRow['status'], byId: number | null, note: string | null, at: Date) {
    await tx.query(`INSERT INTO booking_history (booking_id, version, status, by_id, note, at) VALUES ($1, $2, $3, $4, $5, $6)`, [
      id,
      version,
      status,
      byId,
      note,
      at,
    ]);
  }
}
