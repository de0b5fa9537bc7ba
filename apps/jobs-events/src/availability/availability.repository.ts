import { Injectable } from '@nestjs/common';
import type { AvailabilityEntry, AvailabilityEntryInput, AvailabilityKind } from '@stave/contracts';
import { queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

export type NewAvailabilityEntry = Omit<AvailabilityEntryInput, 'note'> & { note: string | null; source: AvailabilityEntry['source'] };

// The statuses of a booking that holds its musician's time (docs/availability.md § Bookings).
export const BUSY_BOOKING_STATUSES = ['accepted', 'confirmed', 'completed', 'paid'] as const;

export interface BookedRow {
  id: number;
  musicianId: number;
  role: string;
  date: string;
  callTime: string;
  endTime: string;
  startsAt: Date;
  endsAt: Date;
}

const COLUMNS = `id, kind, to_char(date, 'YYYY-MM-DD') AS date, to_char(end_date, 'YYYY-MM-DD') AS "endDate", from_time AS "from",
  to_time AS "to", repeat, to_char(repeat_until, 'YYYY-MM-DD') AS "repeatUntil", note, source`;

@Injectable()
export class AvailabilityRepository {
  // One member's entries change one at a time (the cap is counted inside the lock).
  async lockMember(tx: Transaction, memberId: number): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('availability_entries'), $1)`, [memberId]);
  }

  async count(db: Queryable, memberId: number, source?: AvailabilityEntry['source']): Promise<number> {
    const row = await queryOne<{ count: number }>(
      db,
      `SELECT count(*)::int AS count FROM availability_entries WHERE member_id = $1 AND ($2::text IS NULL OR source = $2)`,
      [memberId, source ?? null],
    );
    return row?.count ?? 0;
  }

  // The member's entries with an occurrence that may touch the dates first..last (a weekly repeat from before them).
  entriesBetween(
    db: Queryable,
    memberIds: number[],
    first: string,
    last: string,
    kind?: AvailabilityKind,
  ): Promise<(AvailabilityEntry & { memberId: number })[]> {
    return queryRows(
      db,
      `SELECT member_id AS "memberId", ${COLUMNS} FROM availability_entries
        WHERE member_id = ANY($1::int[]) AND date <= $3::date AND ($4::text IS NULL OR kind = $4)
          AND (CASE WHEN repeat = 'weekly' THEN repeat_until IS NULL OR repeat_until >= $2::date
                    ELSE coalesce(end_date, date) >= $2::date END)
        ORDER BY date, from_time NULLS FIRST, id`,
      [memberIds, first, last, kind ?? null],
    );
  }

  async insert(db: Queryable, memberId: number, entries: NewAvailabilityEntry[]): Promise<AvailabilityEntry[]> {
    if (!entries.length) return [];
    return queryRows(
      db,
      `INSERT INTO availability_entries (member_id, kind, date, end_date, from_time, to_time, repeat, repeat_until, note, source)
       SELECT $1, e.kind, e.date::date, e."endDate"::date, e."from", e."to", e.repeat, e."repeatUntil"::date, e.note, e.source
         FROM jsonb_to_recordset($2::jsonb) AS e(kind text, date text, "endDate" text, "from" text, "to" text, repeat text,
                                                 "repeatUntil" text, note text, source text)
       RETURNING ${COLUMNS}`,
      // jsonb refuses a lone surrogate's \u escape (which JSON.stringify writes): a note is stored as its UTF-8, where
      // such a character is U+FFFD, as a plain text parameter would be.
      [memberId, JSON.stringify(entries.map((entry) => ({ ...entry, note: entry.note === null ? null : Buffer.from(entry.note, 'utf8').toString('utf8') })))],
    );
  }

  // An edited entry is the member's own from then on (source 'manual'): the next import keeps it.
  update(db: Queryable, memberId: number, id: number, entry: NewAvailabilityEntry): Promise<AvailabilityEntry | null> {
    return queryOne(
      db,
      `UPDATE availability_entries SET kind = $3, date = $4, end_date = $5, from_time = $6, to_time = $7, repeat = $8,
              repeat_until = $9, note = $10, source = 'manual'
        WHERE id = $1 AND member_id = $2 RETURNING ${COLUMNS}`,
      [id, memberId, entry.kind, entry.date, entry.endDate, entry.from, entry.to, entry.repeat, entry.repeatUntil, entry.note],
    );
  }

  async remove(db: Queryable, memberId: number, id: number): Promise<boolean> {
    return (await queryRows(db, `DELETE FROM availability_entries WHERE id = $1 AND member_id = $2 RETURNING id`, [id, memberId])).length > 0;
  }

  async removeImported(tx: Transaction, memberId: number): Promise<void> {
    await tx.query(`DELETE FROM availability_entries WHERE member_id = $1 AND source = 'import'`, [memberId]);
  }

  async shares(db: Queryable, memberId: number): Promise<boolean> {
    return (await queryOne<{ share: boolean }>(db, `SELECT share FROM availability_settings WHERE member_id = $1`, [memberId]))?.share ?? false;
  }

  async setShare(db: Queryable, memberId: number, share: boolean): Promise<void> {
    await db.query(
      `INSERT INTO availability_settings (member_id, share) VALUES ($1, $2)
       ON CONFLICT (member_id) DO UPDATE SET share = EXCLUDED.share, updated_at = now()`,
      [memberId, share],
    );
  }

  // The members' bookings that hold their time and overlap start..end.
  bookedBetween(db: Queryable, memberIds: number[], start: Date, end: Date): Promise<BookedRow[]> {
    return queryRows(
      db,
      `SELECT id, musician_id AS "musicianId", role, to_char(date, 'YYYY-MM-DD') AS date, call_time AS "callTime",
              end_time AS "endTime", starts_at AS "startsAt", ends_at AS "endsAt"
         FROM bookings
        WHERE musician_id = ANY($1::int[]) AND status = ANY($4::text[]) AND starts_at < $3 AND ends_at > $2
        ORDER BY starts_at, id`,
      [memberIds, start, end, BUSY_BOOKING_STATUSES],
    );
  }
}
