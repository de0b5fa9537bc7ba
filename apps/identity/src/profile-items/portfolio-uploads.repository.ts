import { Injectable } from '@nestjs/common';
import { queryRows, type Queryable, type Transaction } from '@stave/platform';
import { UPLOADS_PREFIX } from '../uploads/image-store';

// portfolio_uploads: one row per image a member uploaded for their portfolio, by storage key.
//
// Attaching and releasing race only through row locks on these rows: a write that attaches an
// upload holds it FOR SHARE until it commits; a release locks it FOR UPDATE and only then, in a
// statement of its own (so with a snapshot taken after the lock was granted), looks for items that
// still use it. Either the attaching item is seen and the upload kept, or the upload is gone by the
// time the attaching write gets its lock, and that write is refused.
@Injectable()
export class PortfolioUploadsRepository {
  async record(db: Queryable, key: string, userId: number): Promise<void> {
    await db.query(`INSERT INTO portfolio_uploads (key, user_id) VALUES ($1, $2)`, [key, userId]);
  }

  // True when the member uploaded this key; the row stays locked until the transaction ends.
  async holdOwned(tx: Transaction, key: string, userId: number): Promise<boolean> {
    const rows = await queryRows(tx, `SELECT key FROM portfolio_uploads WHERE key = $1 AND user_id = $2 FOR SHARE`, [key, userId]);
    return rows.length > 0;
  }

  // Of these keys, the member's uploads that none of their items uses any more are forgotten; the
  // keys returned are the files to remove once the transaction has committed.
  async releaseUnused(tx: Transaction, userId: number, keys: string[]): Promise<string[]> {
    const locked = await queryRows<{ key: string }>(
      tx,
      `SELECT key FROM portfolio_uploads WHERE user_id = $1 AND key = ANY($2::text[]) ORDER BY key FOR UPDATE`,
      [userId, keys],
    );
    return this.forgetUnreferenced(
      tx,
      userId,
      locked.map((row) => row.key),
    );
  }

  // The member's uploads older than `olderThanMs` that no item uses (uploaded, then the form was
  // abandoned), a bounded batch at a time; rows another write holds are left for next time.
  async releaseStale(tx: Transaction, userId: number, olderThanMs: number, limit = 50): Promise<string[]> {
    const locked = await queryRows<{ key: string }>(
      tx,
      `SELECT key FROM portfolio_uploads
       WHERE user_id = $1 AND created_at < now() - make_interval(secs => $2::double precision / 1000)
       ORDER BY created_at LIMIT $3 FOR UPDATE SKIP LOCKED`,
      [userId, olderThanMs, limit],
    );
    return this.forgetUnreferenced(
      tx,
      userId,
      locked.map((row) => row.key),
    );
  }

  private async forgetUnreferenced(tx: Transaction, userId: number, keys: string[]): Promise<string[]> {
    if (keys.length === 0) return [];
    const rows = await queryRows<{ key: string }>(
      tx,
      `DELETE FROM portfolio_uploads u
       WHERE u.user_id = $1 AND u.key = ANY($2::text[])
         AND NOT EXISTS (SELECT 1 FROM portfolio_items p WHERE p.user_id = $1 AND p.image = $3 || u.key)
       RETURNING u.key`,
      [userId, keys, UPLOADS_PREFIX],
    );
    return rows.map((row) => row.key);
  }
}
