import { Injectable } from '@nestjs/common';
import type { MessagePreferences } from '@stave/contracts';
import { Database, queryOne, type Queryable } from '@stave/platform';

// message_preferences: a row only for a member who chose (everyone is the default).
@Injectable()
export class PreferencesRepository {
  constructor(private readonly database: Database) {}

  async allowFrom(memberId: number, db: Queryable = this.database.pool): Promise<MessagePreferences['allowFrom'] | null> {
    const row = await queryOne<{ allowFrom: MessagePreferences['allowFrom'] }>(
      db,
      `SELECT allow_from AS "allowFrom" FROM message_preferences WHERE user_id = $1`,
      [memberId],
    );
    return row?.allowFrom ?? null;
  }

  async set(memberId: number, allowFrom: MessagePreferences['allowFrom']): Promise<void> {
    await this.database.pool.query(
      `INSERT INTO message_preferences (user_id, allow_from) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET allow_from = excluded.allow_from, updated_at = now()`,
      [memberId, allowFrom],
    );
  }
}
