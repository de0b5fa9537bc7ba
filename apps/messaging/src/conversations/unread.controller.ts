import { Controller, Get } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CurrentUser, queryOne, type AuthUser } from '@stave/platform';

// The dashboard's Messages counter: unread messages sent to the member.
@Controller('api/messages')
export class UnreadController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('unread-count')
  async unread(@CurrentUser() user: AuthUser) {
    const row = await queryOne<{ count: number }>(
      this.dataSource,
      `SELECT count(*)::int AS count FROM messages m JOIN conversations c ON c.id = m.conversation_id
        WHERE $1 IN (c.participant_a_id, c.participant_b_id) AND m.sender_id <> $1 AND NOT m.is_read`,
      [user.id],
    );
    return { count: row?.count ?? 0 };
  }
}
