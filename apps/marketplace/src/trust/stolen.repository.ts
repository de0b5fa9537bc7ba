import { Injectable } from '@nestjs/common';
import { Database, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

export interface StolenRow {
  id: number;
  serialHint: string;
  brand: string | null;
  model: string | null;
  stolenOn: string | null;
  crimeReference: string | null;
  description: string | null;
  createdAt: Date;
}

export interface NewStolenEntry {
  serialHash: string;
  serialHint: string;
  brand: string | null;
  model: string | null;
  stolenOn: string | null;
  crimeReference: string | null;
  description: string | null;
}

// A listing a check was opened on, whose seller is to be told.
export interface FlaggedListing {
  id: number;
  userId: number;
  title: string;
}

const ENTRY_COLUMNS = `s.id, s.serial_hint AS "serialHint", s.brand, s.model, s.stolen_on::text AS "stolenOn", s.crime_reference AS "crimeReference",
       s.description, s.created_at AS "createdAt"`;

// The stolen-gear register: serial numbers as keyed hashes (SerialKey, whose generated key is marketplace_keys' row), with who registered them, and the checks
// (stolen_matches) of the listings carrying them. The moderators' queue of those checks: StolenMatchesRepository.
@Injectable()
export class StolenRepository {
  constructor(private readonly db: Database) {}

  // Changes to listings and entries carrying one serial run one at a time: a listing made while its
  // serial is being registered is either seen by the registration or sees it. Taken before any
  // allowance or listing lock.
  async lockSerial(tx: Transaction, serialHash: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('marketplace.serial:' || $1, 0))`, [serialHash]);
  }

  // The key serials are hashed with when none is configured (SerialKey): `candidate` is kept unless a key was kept
  // before; two instances starting together keep whichever was written first.
  async keepSerialKey(candidate: string): Promise<string> {
    await this.db.pool.query(`INSERT INTO marketplace_keys (name, value) VALUES ('serial_hash', $1) ON CONFLICT DO NOTHING`, [candidate]);
    return (await queryOne<{ value: string }>(this.db.pool, `SELECT value FROM marketplace_keys WHERE name = 'serial_hash'`))!.value;
  }

  // Several serials' locks, in one order (a listing whose seller changed its serial since a check was opened has two).
  async lockSerials(tx: Transaction, serialHashes: string[]): Promise<void> {
    for (const hash of [...new Set(serialHashes)].sort()) await this.lockSerial(tx, hash);
  }

  // Null when this member has registered the serial already.
  async insert(tx: Transaction, reporterId: number, entry: NewStolenEntry): Promise<number | null> {
    const row = await queryOne<{ id: number }>(
      tx,
      `INSERT INTO stolen_serials (serial_hash, serial_hint, reporter_id, brand, model, stolen_on, crime_reference, description)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (reporter_id, serial_hash) DO NOTHING RETURNING id`,
      [entry.serialHash, entry.serialHint, reporterId, entry.brand, entry.model, entry.stolenOn, entry.crimeReference, entry.description],
    );
    return row?.id ?? null;
  }

  // The member's own entries (or one of them): nothing about the listings they match.
  findOwn(db: Queryable, reporterId: number, id?: number): Promise<StolenRow[]> {
    return queryRows<StolenRow>(
      db,
      `SELECT ${ENTRY_COLUMNS} FROM stolen_serials s WHERE s.reporter_id = $1 AND ($2::int IS NULL OR s.id = $2)
        ORDER BY s.created_at DESC, s.id DESC LIMIT 200`,
      [reporterId, id ?? null],
    );
  }

  // The member's own entry's serial; null when it is not theirs (or gone).
  ownSerial(db: Queryable, reporterId: number, id: number): Promise<{ serialHash: string } | null> {
    return queryOne(db, `SELECT serial_hash AS "serialHash" FROM stolen_serials WHERE id = $1 AND reporter_id = $2`, [id, reporterId]);
  }

  // The entry's checks, then the entry (its checks go with it); null when it is not the member's.
  async delete(tx: Transaction, reporterId: number, id: number): Promise<Array<{ listingId: number; status: string }> | null> {
    const matches = await queryRows<{ listingId: number; status: string }>(
      tx,
      `SELECT listing_id AS "listingId", status FROM stolen_matches WHERE stolen_id = $1 ORDER BY listing_id`,
      [id],
    );
    const gone = await queryOne(tx, `DELETE FROM stolen_serials WHERE id = $1 AND reporter_id = $2 RETURNING id`, [id, reporterId]);
    return gone ? matches : null;
  }

  // A check of each listing for sale carrying the serial (or only `listingId`) against each registration of it,
  // never its own seller's; none twice for one registration and listing. Answers the listings that had no check
  // waiting before (their sellers are told once, however many registrations match). The serial's lock is held.
  openMatches(tx: Transaction, serialHash: string, listingId: number | null): Promise<FlaggedListing[]> {
    // The outer query reads the matches as they were before this statement's insert.
    return queryRows<FlaggedListing>(
      tx,
      `WITH opened AS (
         INSERT INTO stolen_matches (stolen_id, listing_id)
           SELECT s.id, l.id FROM stolen_serials s JOIN equipment_listings l ON l.serial_hash = s.serial_hash
            WHERE s.serial_hash = $1 AND l.status = 'active' AND l.user_id <> s.reporter_id AND ($2::int IS NULL OR l.id = $2)
           ORDER BY s.id, l.id
         ON CONFLICT (stolen_id, listing_id) DO NOTHING RETURNING listing_id)
       SELECT l.id, l.user_id AS "userId", l.title FROM equipment_listings l
        WHERE l.id IN (SELECT listing_id FROM opened)
          AND NOT EXISTS (SELECT 1 FROM stolen_matches m WHERE m.listing_id = l.id AND m.status = 'pending')
        ORDER BY l.id`,
      [serialHash, listingId],
    );
  }

  async matchCounts(db: Queryable, listingId: number): Promise<{ pending: number; confirmed: number }> {
    const row = await queryOne<{ pending: number; confirmed: number }>(
      db,
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed
         FROM stolen_matches WHERE listing_id = $1`,
      [listingId],
    );
    return row ?? { pending: 0, confirmed: 0 };
  }
}
