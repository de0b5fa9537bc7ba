import { Injectable } from '@nestjs/common';
import { NETWORK_MESSAGES, encodeCursor, type Notification } from '@stave/contracts';
import { DomainError } from '@stave/platform';
import { parseCursor, type Page } from '../posts/posts.service';
import { NotificationsRepository } from './notifications.repository';

@Injectable()
export class NotificationsService {
  constructor(private readonly notifications: NotificationsRepository) {}

  async list(userId: number, before: string | undefined, limit: number): Promise<Page<Notification>> {
    const rows = await this.notifications.list(userId, parseCursor(before), limit);
    const items = rows.map((row) => ({ ...row, message: groupedMessage(row), createdAt: row.createdAt.toISOString() }));
    const last = rows.at(-1);
    return { items, nextCursor: rows.length === limit && last ? encodeCursor({ createdAt: last.createdAt.toISOString(), id: last.id }) : null };
  }

  unreadCount(userId: number) {
    return this.notifications.unreadCount(userId).then((count) => ({ count }));
  }

  async markRead(id: number, userId: number): Promise<void> {
    if (!(await this.notifications.markRead(id, userId))) throw new DomainError('not_found', NETWORK_MESSAGES.notificationNotFound, 'NOT_FOUND');
  }

  markAllRead(userId: number) {
    return this.notifications.markAllRead(userId);
  }
}

// "Ada liked your post" becomes "Ada and 2 others liked your post" once grouped.
function groupedMessage(row: { message: string; count: number; actors: Array<{ name: string }> }): string {
  if (row.count <= 1 || !row.actors[0]) return row.message;
  const others = row.count - 1;
  return row.message.replace(row.actors[0].name, `${row.actors[0].name} and ${others} ${others === 1 ? 'other' : 'others'}`);
}
