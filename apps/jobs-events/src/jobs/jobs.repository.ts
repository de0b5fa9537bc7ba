import { Injectable } from '@nestjs/common';
import { Database, queryOne } from '@stave/platform';

// The only file that touches jobs in SQL.
@Injectable()
export class JobsRepository {
  constructor(private readonly db: Database) {}

  async countActiveFor(ownerId: number): Promise<number> {
    const row = await queryOne<{ count: number }>(
      this.db.pool,
      `SELECT count(*)::int AS count FROM jobs WHERE user_id = $1 AND (expires_at IS NULL OR expires_at > now())`,
      [ownerId],
    );
    return row?.count ?? 0;
  }
}
