import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Cursor, Notification, NotificationSubtype, NotificationType } from '@stave/contracts';
import { queryOne, queryRows } from '@stave/platform';

export interface NewNotification {
  userId: number;
  type: NotificationType;
  subtype?: NotificationSubtype;
  relatedId: number | null;
  actorId: number;
  message: string;
  // Same key while unread → one line with a count (ten likes on one post are one notification).
  groupKey?: string;
  // When it happened (the event's occurredAt), so consumers of different topics still list in order.
  occurredAt: string;
}

type NotificationRow = Omit<Notification, 'createdAt'> & { createdAt: Date };

@Injectable()
export class NotificationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async add(tx: EntityManager, n: NewNotification): Promise<void> {
    await tx.query(
      `INSERT INTO notifications (user_id, type, subtype, related_id, message, actor_ids, group_key, created_at)
       VALUES ($1, $2, $3, $4, $5, ARRAY[$6::int], $7, date_trunc('milliseconds', $8::timestamptz))
       ON CONFLICT (user_id, group_key) WHERE NOT is_read AND group_key IS NOT NULL
       DO UPDATE SET count = notifications.count + 1,
                     actor_ids = (ARRAY[$6::int] || array_remove(notifications.actor_ids, $6::int))[1:5],
                     message = EXCLUDED.message,
                     created_at = greatest(notifications.created_at, EXCLUDED.created_at)`,
      [n.userId, n.type, n.subtype ?? null, n.relatedId, n.message, n.actorId, n.groupKey ?? null, n.occurredAt],
    );
  }

  async list(userId: number, before: Cursor | null, limit: number): Promise<NotificationRow[]> {
    return queryRows<NotificationRow>(
      this.dataSource,
      `SELECT n.id, n.user_id AS "userId", n.type, n.subtype, n.related_id AS "relatedId", n.message, n.is_read AS "isRead",
              n.count, n.created_at AS "createdAt",
              coalesce((SELECT json_agg(json_build_object('id', a.id, 'name', coalesce(u.name, 'Stave member'), 'username', coalesce(u.username, ''),
                                                          'type', coalesce(u.type, 'other'), 'profileImage', u.profile_image) ORDER BY a.ord)
                          FROM unnest(n.actor_ids[1:3]) WITH ORDINALITY AS a(id, ord) LEFT JOIN user_summaries u ON u.id = a.id), '[]') AS actors
         FROM notifications n
        WHERE n.user_id = $1 AND ($2::timestamptz IS NULL OR (n.created_at, n.id) < ($2, $3))
        ORDER BY n.created_at DESC, n.id DESC LIMIT $4`,
      [userId, before?.createdAt ?? null, before?.id ?? 0, limit],
    );
  }

  async unreadCount(userId: number): Promise<number> {
    return (await queryOne<{ n: number }>(this.dataSource, `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND NOT is_read`, [userId]))!.n;
  }

  // Owner-scoped: someone else's id matches nothing.
  async markRead(id: number, userId: number): Promise<boolean> {
    return (await queryRows(this.dataSource, `UPDATE notifications SET is_read = true WHERE id = $1 AND user_id = $2 RETURNING id`, [id, userId])).length > 0;
  }

  // The receiver's notification about one connection request, once the request is settled: read
  // (with new words, when given), or removed.
  async settleRequest(tx: EntityManager, receiverId: number, requestId: number, settled: { read: true; message?: string } | { remove: true }): Promise<void> {
    const where = `user_id = $1 AND subtype = 'connection_request' AND related_id = $2`;
    if ('remove' in settled) await tx.query(`DELETE FROM notifications WHERE ${where}`, [receiverId, requestId]);
    else
      await tx.query(`UPDATE notifications SET is_read = true, message = coalesce($3, message) WHERE ${where}`, [
        receiverId,
        requestId,
        settled.message ?? null,
      ]);
  }

  async markAllRead(userId: number): Promise<void> {
    await this.dataSource.query(`UPDATE notifications SET is_read = true WHERE user_id = $1 AND NOT is_read`, [userId]);
  }
}
