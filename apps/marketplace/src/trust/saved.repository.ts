import { Injectable } from '@nestjs/common';
import { Database, queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

// The watch list (saved_listings): who watches which listing.
@Injectable()
export class SavedRepository {
  constructor(private readonly db: Database) {}

  // Only a listing for sale can be saved (false otherwise); its row is share-locked, so it cannot be
  // deleted between the check and the insert.
  async save(userId: number, listingId: number): Promise<boolean> {
    const row = await queryOne<{ found: number }>(
      this.db.pool,
      `WITH listing AS (SELECT id FROM equipment_listings WHERE id = $2 AND status = 'active' FOR KEY SHARE),
            saved AS (INSERT INTO saved_listings (user_id, listing_id) SELECT $1, id FROM listing ON CONFLICT DO NOTHING)
       SELECT count(*)::int AS found FROM listing`,
      [userId, listingId],
    );
    return row!.found > 0;
  }

  async unsave(userId: number, listingId: number): Promise<void> {
    await this.db.pool.query(`DELETE FROM saved_listings WHERE user_id = $1 AND listing_id = $2`, [userId, listingId]);
  }

  // Which of these listings the member watches.
  async savedAmong(db: Queryable, userId: number, listingIds: number[]): Promise<Set<number>> {
    if (listingIds.length === 0) return new Set();
    const rows = await queryRows<{ listingId: number }>(
      db,
      `SELECT listing_id AS "listingId" FROM saved_listings WHERE user_id = $1 AND listing_id = ANY($2::int[])`,
      [userId, listingIds],
    );
    return new Set(rows.map((row) => row.listingId));
  }

  // Watchers in id order, a batch after `afterUserId`, never the seller.
  async watchers(tx: Transaction, listingId: number, sellerId: number, afterUserId: number, limit: number): Promise<number[]> {
    const rows = await queryRows<{ userId: number }>(
      tx,
      `SELECT user_id AS "userId" FROM saved_listings WHERE listing_id = $1 AND user_id > $2 AND user_id <> $3 ORDER BY user_id LIMIT $4`,
      [listingId, afterUserId, sellerId, limit],
    );
    return rows.map((row) => row.userId);
  }
}
