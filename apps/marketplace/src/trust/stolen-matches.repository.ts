import { Injectable } from '@nestjs/common';
import type { StolenMatch, StolenMatchStatus } from '@stave/contracts';
import { queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

export type StolenMatchRow = Omit<StolenMatch, 'createdAt' | 'decidedAt' | 'registration' | 'listing'> & {
  createdAt: Date;
  decidedAt: Date | null;
  registration: Omit<StolenMatch['registration'], 'registeredAt'> & { registeredAt: string };
  listing: Omit<StolenMatch['listing'], 'listedAt' | 'price'> & { listedAt: string; price: string };
};

// Who and what a decision is about, read before its locks are taken.
export interface MatchHead {
  listingId: number;
  sellerId: number;
  registrantId: number;
  serialHashes: string[];
}

// Both sides' evidence: the registration (and who made it: moderators may need to reach them) and the listing as it
// is now, with the registration's other decided checks.
const MATCH_SELECT = `
  SELECT m.id, m.status, m.created_at AS "createdAt", m.decided_at AS "decidedAt", m.decided_by AS "decidedBy", m.notes,
         json_build_object('id', s.id, 'registrantId', s.reporter_id, 'registrantName', ru.name, 'serialHint', s.serial_hint,
                           'brand', s.brand, 'model', s.model, 'stolenOn', s.stolen_on, 'crimeReference', s.crime_reference,
                           'description', s.description, 'registeredAt', s.created_at,
                           'confirmedMatches', (SELECT count(*)::int FROM stolen_matches o WHERE o.stolen_id = s.id AND o.id <> m.id AND o.status = 'confirmed'),
                           'dismissedMatches', (SELECT count(*)::int FROM stolen_matches o WHERE o.stolen_id = s.id AND o.id <> m.id AND o.status = 'dismissed'))
           AS registration,
         json_build_object('id', l.id, 'title', l.title, 'description', l.description, 'brand', l.brand, 'model', l.model, 'year', l.year,
                           'price', l.price::text, 'currency', l.currency, 'location', l.location, 'status', l.status, 'userId', l.user_id,
                           'sellerName', su.name, 'listedAt', l.created_at,
                           'images', (SELECT coalesce(json_agg(p.card_url ORDER BY p.order_index), '[]') FROM equipment_images p WHERE p.listing_id = l.id),
                           'serialStillMatches', l.serial_hash IS NOT DISTINCT FROM s.serial_hash)
           AS listing
    FROM stolen_matches m
    JOIN stolen_serials s ON s.id = m.stolen_id
    JOIN equipment_listings l ON l.id = m.listing_id
    LEFT JOIN user_summaries ru ON ru.id = s.reporter_id
    LEFT JOIN user_summaries su ON su.id = l.user_id`;

// The moderators' queue of stolen-gear checks (stolen_matches); StolenRepository opens them.
@Injectable()
export class StolenMatchesRepository {
  // Waiting ones oldest first; decided ones latest decided first.
  async page(db: Queryable, status: StolenMatchStatus, offset: number, limit: number): Promise<{ rows: StolenMatchRow[]; total: number }> {
    const order = status === 'pending' ? 'm.created_at, m.id' : 'm.decided_at DESC, m.id DESC';
    const [rows, count] = await Promise.all([
      queryRows<StolenMatchRow>(db, `${MATCH_SELECT} WHERE m.status = $1 ORDER BY ${order} OFFSET $2 LIMIT $3`, [status, offset, limit]),
      queryOne<{ total: number }>(db, `SELECT count(*)::int AS total FROM stolen_matches WHERE status = $1`, [status]),
    ]);
    return { rows, total: count?.total ?? 0 };
  }

  find(db: Queryable, id: number): Promise<StolenMatchRow | null> {
    return queryOne<StolenMatchRow>(db, `${MATCH_SELECT} WHERE m.id = $1`, [id]);
  }

  head(db: Queryable, id: number): Promise<MatchHead | null> {
    return queryOne<MatchHead>(
      db,
      `SELECT m.listing_id AS "listingId", l.user_id AS "sellerId", s.reporter_id AS "registrantId",
              array_remove(ARRAY[s.serial_hash, l.serial_hash], NULL) AS "serialHashes"
         FROM stolen_matches m JOIN stolen_serials s ON s.id = m.stolen_id JOIN equipment_listings l ON l.id = m.listing_id
        WHERE m.id = $1`,
      [id],
    );
  }

  async lockStatus(tx: Transaction, id: number): Promise<StolenMatchStatus | null> {
    return (await queryOne<{ status: StolenMatchStatus }>(tx, `SELECT status FROM stolen_matches WHERE id = $1 FOR UPDATE`, [id]))?.status ?? null;
  }

  async decide(tx: Transaction, id: number, status: Exclude<StolenMatchStatus, 'pending'>, moderatorId: number, notes: string | null): Promise<void> {
    await tx.query(`UPDATE stolen_matches SET status = $2, decided_by = $3, decided_at = now(), notes = $4 WHERE id = $1`, [id, status, moderatorId, notes]);
  }
}
