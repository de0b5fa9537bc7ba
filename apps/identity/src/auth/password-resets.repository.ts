import { Injectable } from '@nestjs/common';
import { queryOne, type Transaction } from '@stave/platform';

@Injectable()
export class PasswordResetsRepository {
  // A newer request voids the older tokens (docs/reliability.md#reset-token-lifecycle).
  async replace(tx: Transaction, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await tx.query(`DELETE FROM password_resets WHERE user_id = $1 AND used_at IS NULL`, [userId]);
    await tx.query(`INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, $3)`, [userId, tokenHash, expiresAt]);
  }

  // Single use: the row is claimed by the UPDATE, so two concurrent resets can't both pass.
  async consume(tx: Transaction, tokenHash: string): Promise<number | null> {
    const row = await queryOne<{ userId: number }>(
      tx,
      `UPDATE password_resets SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id AS "userId"`,
      [tokenHash],
    );
    return row?.userId ?? null;
  }
}
