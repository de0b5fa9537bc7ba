import { Injectable } from '@nestjs/common';
import { NETWORK_MESSAGES, encodeCursor, type Notification, CommonErrorCode } from '@stave/contracts';
import { domainError } from '@stave/platform';
import { parseCursor, type Page } from '../posts/posts.service';
import { actorsPhrase } from './notification-text';
import { NotificationsRepository, type NotificationRow } from './notifications.repository';

@Injectable()
export class NotificationsService {
  constructor(private readonly notifications: NotificationsRepository) {}

  async list(userId: number, before: string | undefined, limit: number): Promise<Page<Notification>> {
    const rows = await this.notifications.list(userId, parseCursor(before), limit);
    const items = rows.map(({ action, ...row }) => ({ ...row, message: lineOf(row, action), createdAt: row.createdAt.toISOString() }));
    const last = rows.at(-1);
    return { items, nextCursor: rows.length === limit && last ? encodeCursor({ createdAt: last.createdAt.toISOString(), id: last.id }) : null };
  }

  unreadCount(userId: number) {
    return this.notifications.unreadCount(userId).then((count) => ({ count }));
  }

  async markRead(id: number, userId: number): Promise<void> {
    if (!(await this.notifications.markRead(id, userId))) throw domainError(CommonErrorCode.NotFound, { message: NETWORK_MESSAGES.notificationNotFound });
  }

  markAllRead(userId: number) {
    return this.notifications.markAllRead(userId);
  }
}

// 'Ada liked your post “…”', or 'Ada and 2 others liked your post “…”' once grouped, with the
// latest actor's current name. Lines without an action (requests, acceptances) read as written.
function lineOf(row: Pick<NotificationRow, 'message' | 'count' | 'actors'>, action: string | null): string {
  const latest = row.actors[0];
  if (!action || !latest) return row.message;
  return `${actorsPhrase(latest.name, row.count)} ${action}`;
}
