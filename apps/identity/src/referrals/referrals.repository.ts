import { Injectable } from '@nestjs/common';
import { queryOne, queryRows, Database, type Queryable, type Transaction } from '@stave/platform';

export interface ReferralRow {
  id: number;
  referrerId: number;
  email: string;
  token: string;
  status: 'pending' | 'completed' | 'expired';
  newUserId: number | null;
  createdAt: Date;
  expiresAt: Date;
  completedAt: Date | null;
}

// `pending` past its expiry reads as `expired` without a sweeper job.
const COLUMNS = `
  id, referrer_id AS "referrerId", email, token,
  CASE WHEN status = 'pending' AND expires_at <= now() THEN 'expired' ELSE status END AS status,
  new_user_id AS "newUserId", created_at AS "createdAt", expires_at AS "expiresAt", completed_at AS "completedAt"`;

@Injectable()
export class ReferralsRepository {
  constructor(private readonly database: Database) {}

  async insert(referrerId: number, email: string, token: string, expiresAt: Date): Promise<ReferralRow> {
    const row = await queryOne<ReferralRow>(
      this.database.pool,
      `INSERT INTO referrals (referrer_id, email, token, expires_at) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [referrerId, email, token, expiresAt],
    );
    return row!;
  }

  async listForReferrer(referrerId: number): Promise<ReferralRow[]> {
    return queryRows<ReferralRow>(this.database.pool, `SELECT ${COLUMNS} FROM referrals WHERE referrer_id = $1 ORDER BY created_at DESC, id DESC LIMIT 200`, [
      referrerId,
    ]);
  }

  async findByToken(token: string, db: Queryable = this.database.pool, lock = false): Promise<ReferralRow | null> {
    return queryOne<ReferralRow>(db, `SELECT ${COLUMNS} FROM referrals WHERE token = $1${lock ? ' FOR UPDATE' : ''}`, [token]);
  }

  async isReferred(tx: Transaction, userId: number): Promise<boolean> {
    return (await queryRows(tx, `SELECT 1 FROM referrals WHERE new_user_id = $1`, [userId])).length > 0;
  }

  async complete(tx: Transaction, id: number, newUserId: number): Promise<ReferralRow> {
    const row = await queryOne<ReferralRow>(
      tx,
      `UPDATE referrals SET status = 'completed', new_user_id = $2, completed_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, newUserId],
    );
    return row!;
  }
}
