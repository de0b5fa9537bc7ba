import { Injectable } from '@nestjs/common';
import { MessagingErrorCode, type MessagePreferences } from '@stave/contracts';
import { Database, domainError, queryOne, type Queryable, type Transaction } from '@stave/platform';
import { areConnected } from '@stave/domain';

// Issue 16, Settings › Privacy: who may start a conversation with a member. Conversations already started stay as
// they are; only a new one (its start, or its first message) is checked.
@Injectable()
export class PreferencesService {
  constructor(private readonly database: Database) {}

  async of(memberId: number, db: Queryable = this.database.pool): Promise<MessagePreferences> {
    const row = await queryOne<{ allowFrom: MessagePreferences['allowFrom'] }>(
      db,
      `SELECT allow_from AS "allowFrom" FROM message_preferences WHERE user_id = $1`,
      [memberId],
    );
    return { allowFrom: row?.allowFrom ?? 'everyone' };
  }

  async set(memberId: number, preferences: MessagePreferences): Promise<MessagePreferences> {
    await this.database.pool.query(
      `INSERT INTO message_preferences (user_id, allow_from) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET allow_from = excluded.allow_from, updated_at = now()`,
      [memberId, preferences.allowFrom],
    );
    return preferences;
  }

  // 403 MESSAGES_CONNECTIONS_ONLY when the recipient takes messages from connections only and the sender is not one.
  async assertMayStart(tx: Transaction, senderId: number, recipientId: number): Promise<void> {
    if ((await this.of(recipientId, tx)).allowFrom === 'everyone') return;
    if (!(await areConnected(tx, senderId, recipientId))) throw domainError(MessagingErrorCode.ConnectionsOnly);
  }
}
