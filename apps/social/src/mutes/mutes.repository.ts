import { Injectable } from '@nestjs/common';
import type { MutedMember } from '@stave/contracts';
import { queryOne, queryRows, type Queryable, type Transaction } from '@stave/platform';

@Injectable()
export class MutesRepository {
  // True when this call muted them.
  async insert(tx: Transaction, userId: number, mutedId: number): Promise<boolean> {
    const rows = await queryRows(tx, `INSERT INTO mutes (user_id, muted_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1 AS ok`, [userId, mutedId]);
    return rows.length > 0;
  }

  async delete(tx: Transaction, userId: number, mutedId: number): Promise<boolean> {
    const rows = await queryRows(tx, `DELETE FROM mutes WHERE user_id = $1 AND muted_id = $2 RETURNING 1 AS ok`, [userId, mutedId]);
    return rows.length > 0;
  }

  async isMuted(db: Queryable, userId: number, mutedId: number): Promise<boolean> {
    return (await queryOne(db, `SELECT 1 AS ok FROM mutes WHERE user_id = $1 AND muted_id = $2`, [userId, mutedId])) !== null;
  }

  list(db: Queryable, userId: number): Promise<Array<Omit<MutedMember, 'mutedAt'> & { mutedAt: Date }>> {
    return queryRows(
      db,
      `SELECT u.id, u.name, u.username, u.profile_image AS "profileImage", m.created_at AS "mutedAt"
         FROM mutes m JOIN user_summaries u ON u.id = m.muted_id
        WHERE m.user_id = $1
        ORDER BY m.created_at DESC, u.id DESC`,
      [userId],
    );
  }
}
