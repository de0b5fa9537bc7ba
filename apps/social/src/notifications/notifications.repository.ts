import { Injectable } from '@nestjs/common';
import type { Cursor, Notification, NotificationPreferenceGroup, NotificationSubtype, NotificationType } from '@stave/contracts';
import { queryOne, queryRows, Database, type Queryable, type Transaction } from '@stave/platform';

export interface NewNotification {
  userId: number;
  type: NotificationType;
  subtype?: NotificationSubtype;
  relatedId: number | null;
  actorId: number;
  // The whole line as first written ('Ben liked your post “…”').
  message: string;
  // The same words without the actor ('liked your post “…”'): the line is read as the latest
  // actor's current name (and how many others) followed by these. None for lines never grouped.
  action?: string;
  // Same key while unread → one line with a count (ten likes on one post are one notification).
  groupKey?: string;
  // When it happened (the event's occurredAt), so consumers of different topics still list in order.
  occurredAt: string;
  // Of a line telling something's current state (an application's decision): which state it tells, in the
  // producer's order. None for every other line.
  version?: number | null;
}

export type NotificationRow = Omit<Notification, 'createdAt'> & { createdAt: Date; action: string | null };

// How many of a grouped line's latest members are kept (three are shown).
const ACTORS_KEPT = 20;

@Injectable()
export class NotificationsRepository {
  constructor(private readonly database: Database) {}

  // A grouped line counts members, not events: someone who likes, unlikes and likes again is one
  // (among the last ACTORS_KEPT members; past that, a returning member counts again).
  // Nothing is written, and null comes back, when the member turned the line's group off (Settings ›
  // Notifications): checked in the INSERT itself, so a preference costs no round trip, and a grouped
  // line already in the bell does not grow either. A line of no group (null) is always written.
  async add(tx: Transaction, n: NewNotification, group: NotificationPreferenceGroup | null): Promise<{ id: number; createdAt: Date } | null> {
    return queryOne<{ id: number; createdAt: Date }>(
      tx,
      `INSERT INTO notifications (user_id, type, subtype, related_id, message, action, actor_ids, group_key, created_at, version)
       SELECT $1, $2, $3, $4, $5, $6, ARRAY[$7::int], $8, date_trunc('milliseconds', $9::timestamptz), $11
        WHERE NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = $1 AND $10::text = ANY(p.muted))
       ON CONFLICT (user_id, group_key) WHERE NOT is_read AND group_key IS NOT NULL
       DO UPDATE SET count = notifications.count + (NOT $7::int = ANY(notifications.actor_ids))::int,
                     actor_ids = (ARRAY[$7::int] || array_remove(notifications.actor_ids, $7::int))[1:${ACTORS_KEPT}],
                     message = EXCLUDED.message,
                     action = EXCLUDED.action,
                     created_at = greatest(notifications.created_at, EXCLUDED.created_at)
       RETURNING id, created_at AS "createdAt"`,
      [n.userId, n.type, n.subtype ?? null, n.relatedId, n.message, n.action ?? null, n.actorId, n.groupKey ?? null, n.occurredAt, group, n.version ?? null],
    );
  }

  // One line each for many members at once (an event's attendees, up to 500 per message): their
  // locks in id order, then one INSERT; each with the member's unread count after it. Never grouped,
  // so every row is new and unread: the count read beside the INSERT (which cannot see its own rows)
  // is one short of it. Members who turned the line's group off are left out in the same INSERT, as add().
  async addForEach(
    tx: Transaction,
    userIds: readonly number[],
    n: Omit<NewNotification, 'userId' | 'actorId' | 'groupKey'> & { actorId: number | null },
    group: NotificationPreferenceGroup | null,
  ): Promise<Array<{ id: number; userId: number; createdAt: Date; unreadCount: number }>> {
    const ids = [...new Set(userIds)].sort((a, b) => a - b);
    if (ids.length === 0) return [];
    // unnest reads the array in order, so the locks are taken in id order, as every other writer
    // taking several members' locks does (two writers can never wait for each other).
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('social.notifications'), id) FROM unnest($1::int[]) AS id`, [ids]);
    return queryRows(
      tx,
      `WITH added AS (
         INSERT INTO notifications (user_id, type, subtype, related_id, message, action, actor_ids, created_at)
         SELECT id, $2, $3, $4, $5, $6, $7::int[], date_trunc('milliseconds', $8::timestamptz) FROM unnest($1::int[]) AS id
          WHERE NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = id AND $9::text = ANY(p.muted))
         RETURNING id, user_id, created_at
       )
       SELECT a.id, a.user_id AS "userId", a.created_at AS "createdAt",
              1 + (SELECT count(*)::int FROM notifications n WHERE n.user_id = a.user_id AND NOT n.is_read) AS "unreadCount"
         FROM added a ORDER BY a.user_id`,
      [ids, n.type, n.subtype ?? null, n.relatedId, n.message, n.action ?? null, n.actorId === null ? [] : [n.actorId], n.occurredAt, group],
    );
  }

  // The member's lines telling the state of one thing (their application to a job: subtype and related id), all
  // taken out to make way for a newer one; answers when the newest of them was dated. Nothing is taken, and
  // 'stale' comes back, when one of them already tells `version` or a later one: that state is older news.
  // A version of null (an event written before versions) replaces whatever is there, as events arrive.
  // The caller holds the member's lock (lockMember), so nothing is written between the check and the delete.
  async takeStateLines(
    tx: Transaction,
    userId: number,
    subtype: NotificationSubtype,
    relatedId: number,
    version: number | null,
  ): Promise<{ newest: Date | null } | 'stale'> {
    const held = await queryOne<{ version: number | null; newest: Date | null }>(
      tx,
      `SELECT max(version) AS version, max(created_at) AS newest FROM notifications WHERE user_id = $1 AND subtype = $2 AND related_id = $3`,
      [userId, subtype, relatedId],
    );
    if (version !== null && held?.version != null && held.version >= version) return 'stale';
    await tx.query(`DELETE FROM notifications WHERE user_id = $1 AND subtype = $2 AND related_id = $3`, [userId, subtype, relatedId]);
    return { newest: held?.newest ?? null };
  }

  // An unread grouped line taken back (a member withdrawing the answer it announced).
  async removeUnread(tx: Transaction, userId: number, groupKey: string): Promise<void> {
    await tx.query(`DELETE FROM notifications WHERE user_id = $1 AND group_key = $2 AND NOT is_read`, [userId, groupKey]);
  }

  // One member's lines are written one transaction at a time, so each announcement's unread count
  // is the count after it, and they reach the outbox in the order they committed.
  async lockMember(tx: Transaction, userId: number): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('social.notifications'), $1)`, [userId]);
  }

  async list(userId: number, before: Cursor | null, limit: number): Promise<NotificationRow[]> {
    return queryRows<NotificationRow>(
      this.database.pool,
      `SELECT n.id, n.user_id AS "userId", n.type, n.subtype, n.related_id AS "relatedId", n.message, n.is_read AS "isRead",
              n.count, n.created_at AS "createdAt", n.action, n.settled,
              coalesce((SELECT json_agg(json_build_object('id', a.id, 'name', coalesce(u.name, 'Stave member'), 'username', coalesce(u.username, ''),
                                                          'type', coalesce(u.type, 'other'), 'profileImage', u.profile_image) ORDER BY a.ord)
                          FROM unnest(n.actor_ids[1:3]) WITH ORDINALITY AS a(id, ord) LEFT JOIN user_summaries u ON u.id = a.id), '[]') AS actors
         FROM notifications n
        WHERE n.user_id = $1 AND ($2::timestamptz IS NULL OR (n.created_at, n.id) < ($2, $3))
        ORDER BY n.created_at DESC, n.id DESC LIMIT $4`,
      [userId, before?.createdAt ?? null, before?.id ?? 0, limit],
    );
  }

  async unreadCount(userId: number, db: Queryable = this.database.pool): Promise<number> {
    return (await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND NOT is_read`, [userId]))!.n;
  }

  // Owner-scoped: someone else's id matches nothing.
  async markRead(id: number, userId: number): Promise<boolean> {
    return (
      (await queryRows(this.database.pool, `UPDATE notifications SET is_read = true WHERE id = $1 AND user_id = $2 RETURNING id`, [id, userId])).length > 0
    );
  }

  // The receiver's notification about one connection request, once the request is answered: read,
  // settled and reworded; or removed once it is withdrawn.
  async settleRequest(tx: Transaction, receiverId: number, requestId: number, settled: { message: string } | { remove: true }): Promise<void> {
    const where = `user_id = $1 AND subtype = 'connection_request' AND related_id = $2`;
    if ('remove' in settled) await tx.query(`DELETE FROM notifications WHERE ${where}`, [receiverId, requestId]);
    else await tx.query(`UPDATE notifications SET is_read = true, settled = true, message = $3 WHERE ${where}`, [receiverId, requestId, settled.message]);
  }

  async markAllRead(userId: number): Promise<void> {
    await this.database.pool.query(`UPDATE notifications SET is_read = true WHERE user_id = $1 AND NOT is_read`, [userId]);
  }

  // The groups the member turned off; none without a row.
  async mutedGroups(userId: number): Promise<string[]> {
    return (await queryOne<{ muted: string[] }>(this.database.pool, `SELECT muted FROM notification_preferences WHERE user_id = $1`, [userId]))?.muted ?? [];
  }

  // Merged with what is stored in the one statement, so two changes at once (two tabs) each keep the other's
  // groups: the ones turned off join the list, the ones turned on leave it. Answers the list as it now stands.
  async changeMuted(userId: number, off: readonly NotificationPreferenceGroup[], on: readonly NotificationPreferenceGroup[]): Promise<string[]> {
    const row = await queryOne<{ muted: string[] }>(
      this.database.pool,
      `INSERT INTO notification_preferences AS p (user_id, muted) VALUES ($1, $2::text[])
       ON CONFLICT (user_id) DO UPDATE
         SET muted = ARRAY(SELECT DISTINCT g FROM unnest(p.muted || $2::text[]) AS g WHERE g <> ALL ($3::text[]) ORDER BY g),
             updated_at = now()
       RETURNING muted`,
      [userId, off, on],
    );
    return row!.muted;
  }
}
