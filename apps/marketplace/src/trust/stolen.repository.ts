import { Injectable } from '@nestjs/common';
import { Database, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

export interface StolenRow {
  id: number;
  serialHint: string;
  brand: string | null;
  model: string | null;
  description: string | null;
  createdAt: Date;
  matchedListings: number;
}

export interface NewStolenEntry {
  serialHash: string;
  serialHint: string;
  brand: string | null;
  model: string | null;
  description: string | null;
}

// The stolen-gear register: serial numbers as keyed hashes (SerialKey), with who registered them.
@Injectable()
export class StolenRepository {
  constructor(private readonly db: Database) {}

  // Changes to listings and entries carrying one serial run one at a time: a listing made while its
  // serial is being registered is either seen by the registration or sees it. Taken before any
  // allowance or listing lock.
  async lockSerial(tx: Transaction, serialHash: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('marketplace.serial:' || $1, 0))`, [serialHash]);
  }

  async isRegistered(db: Queryable, serialHash: string): Promise<boolean> {
    return (await queryOne(db, `SELECT 1 FROM stolen_serials WHERE serial_hash = $1 LIMIT 1`, [serialHash])) !== null;
  }

  // Null when this member has registered the serial already.
  async insert(tx: Transaction, reporterId: number, entry: NewStolenEntry): Promise<number | null> {
    const row = await queryOne<{ id: number }>(
      tx,
      `INSERT INTO stolen_serials (serial_hash, serial_hint, reporter_id, brand, model, description) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (reporter_id, serial_hash) DO NOTHING RETURNING id`,
      [entry.serialHash, entry.serialHint, reporterId, entry.brand, entry.model, entry.description],
    );
    return row?.id ?? null;
  }

  // The member's own entry, removed; null when it is not theirs.
  async delete(tx: Transaction, reporterId: number, id: number): Promise<{ serialHash: string } | null> {
    return queryOne(tx, `DELETE FROM stolen_serials WHERE id = $1 AND reporter_id = $2 RETURNING serial_hash AS "serialHash"`, [id, reporterId]);
  }

  find(db: Queryable, reporterId: number, id?: number): Promise<StolenRow[]> {
    return queryRows<StolenRow>(
      db,
      `SELECT s.id, s.serial_hint AS "serialHint", s.brand, s.model, s.description, s.created_at AS "createdAt",
              (SELECT count(*)::int FROM equipment_listings l WHERE l.serial_hash = s.serial_hash AND l.status = 'hidden' AND l.hidden_reason = 'stolen')
                AS "matchedListings"
         FROM stolen_serials s WHERE s.reporter_id = $1 AND ($2::int IS NULL OR s.id = $2) ORDER BY s.created_at DESC, s.id DESC LIMIT 200`,
      [reporterId, id ?? null],
    );
  }
}
