import { Injectable } from '@nestjs/common';
import { Database, queryOne } from '@stave/platform';

// The only file that touches conversations and messages in SQL.
@Injectable()
export class ConversationsRepository {
  constructor(private readonly db: Database) {}

  // Messages others sent to the member that they have not read.
  async countUnreadFor(memberId: number): Promise<number> {
    const row = await queryOne<{ count: number }>(
      this.db.pool,
      `SELECT count(*)::int AS count FROM messages m JOIN conversations c ON c.id = m.conversation_id
        WHERE $1 IN (c.participant_a_id, c.participant_b_id) AND m.sender_id <> $1 AND NOT m.is_read`,
      [memberId],
    );
    return row?.count ?? 0;
  }
}
