import { Injectable } from '@nestjs/common';
import { queryOne, type Queryable, type Transaction } from '@stave/platform';

export interface TwoFactorRow {
  secret: string;
  enabledAt: Date | null;
  lastUsedStep: number;
  // Wrong codes in a row, and whether this run's mail has gone out (TwoFactorService).
  failedCodes: number;
  failureMailed: boolean;
}

@Injectable()
export class TwoFactorRepository {
  async find(db: Queryable, userId: number, options: { forUpdate?: boolean } = {}): Promise<TwoFactorRow | null> {
    return queryOne<TwoFactorRow>(
      db,
      `SELECT secret, enabled_at AS "enabledAt", last_used_step::float8 AS "lastUsedStep", failed_codes AS "failedCodes",
              failure_mailed AS "failureMailed"
         FROM two_factor WHERE user_id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
      [userId],
    );
  }

  // A new pending secret (setup started again replaces the last one); never touches one that is on.
  async startSetup(tx: Transaction, userId: number, secret: string): Promise<boolean> {
    const row = await queryOne<{ userId: number }>(
      tx,
      `INSERT INTO two_factor (user_id, secret) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, last_used_step = 0, created_at = now()
         WHERE two_factor.enabled_at IS NULL
       RETURNING user_id AS "userId"`,
      [userId, secret],
    );
    return row !== null;
  }

  // The code of `step` is spent: true unless it (or a later one) already was, so a code works once.
  async spend(tx: Transaction, userId: number, step: number): Promise<boolean> {
    const row = await queryOne(tx, `UPDATE two_factor SET last_used_step = $2 WHERE user_id = $1 AND last_used_step < $2 RETURNING 1 AS ok`, [userId, step]);
    return row !== null;
  }

  // One more wrong code in the run (the row is locked by the caller); answers how many now, the run's mail marked sent.
  async recordFailure(tx: Transaction, userId: number): Promise<number> {
    const row = await queryOne<{ failedCodes: number }>(
      tx,
      `UPDATE two_factor SET failed_codes = failed_codes + 1, failure_mailed = true WHERE user_id = $1 RETURNING failed_codes AS "failedCodes"`,
      [userId],
    );
    return row?.failedCodes ?? 0;
  }

  // The run is over: a right code, a recovery code, or a password reset.
  async clearFailures(tx: Transaction, userId: number): Promise<void> {
    await tx.query(`UPDATE two_factor SET failed_codes = 0, failure_mailed = false WHERE user_id = $1 AND (failed_codes > 0 OR failure_mailed)`, [userId]);
  }

  async enable(tx: Transaction, userId: number): Promise<void> {
    await tx.query(`UPDATE two_factor SET enabled_at = now() WHERE user_id = $1`, [userId]);
  }

  async remove(tx: Transaction, userId: number): Promise<void> {
    await tx.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM two_factor WHERE user_id = $1`, [userId]);
  }

  async replaceRecoveryCodes(tx: Transaction, userId: number, hashes: string[]): Promise<void> {
    await tx.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
    await tx.query(`INSERT INTO recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`, [userId, hashes]);
  }

  // Single use: the row is claimed by the UPDATE, so two sign-ins racing with one code can't both pass.
  async useRecoveryCode(tx: Transaction, userId: number, hash: string): Promise<boolean> {
    const row = await queryOne(tx, `UPDATE recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING 1 AS ok`, [
      userId,
      hash,
    ]);
    return row !== null;
  }

  async recoveryCodesLeft(db: Queryable, userId: number): Promise<number> {
    const row = await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL`, [userId]);
    return row?.n ?? 0;
  }
}
