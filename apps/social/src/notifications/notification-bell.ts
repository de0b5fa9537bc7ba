import { Injectable } from '@nestjs/common';
import { notificationPreferenceGroup, type NotificationSubtype } from '@stave/contracts';
import { Outbox, type Transaction } from '@stave/platform';
import { findUserSummary } from '@stave/domain';
import { PostsService } from '../posts/posts.service';
import { NotificationsRepository, type NewNotification } from './notifications.repository';

// What a recipe (recipes/) writes with: the bell's lines, written in the event's inbox transaction (so a
// redelivered event never notifies twice) and announced from it, and the two things a line names (a
// member, a post). Recipes say what a line reads and how it groups; this says how a line is kept.
@Injectable()
export class NotificationBell {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly posts: PostsService,
    private readonly outbox: Outbox,
  ) {}

  // Written in the event's transaction, and announced from it: messaging pushes the line to the
  // member's bell while they are online, with the unread count as it now stands. A line of a group
  // the member turned off is not written (add() checks it), so nothing is announced.
  async notify(tx: Transaction, notification: NewNotification): Promise<void> {
    await this.notifications.lockMember(tx, notification.userId);
    const added = await this.notifications.add(tx, notification, notificationPreferenceGroup(notification.type, notification.subtype ?? null));
    if (!added) return;
    const { id, createdAt } = added;
    await this.outbox.add(tx, 'social.notification.created.v1', notification.userId, {
      notificationId: id,
      userId: notification.userId,
      type: notification.type,
      message: notification.message,
      relatedId: notification.relatedId,
      createdAt: createdAt.toISOString(),
      unreadCount: await this.notifications.unreadCount(notification.userId, tx),
      actorId: notification.actorId,
    });
  }

  // notify() for the same line to many members (an event's attendees, up to 500 a message): one
  // INSERT for all (leaving out those who turned the line's group off), then each member's
  // announcement as notify() makes it. The outbox takes one event per call, so those are still a
  // round trip each.
  async notifyEach(
    tx: Transaction,
    userIds: readonly number[],
    line: Omit<NewNotification, 'userId' | 'actorId' | 'groupKey'> & { actorId: number | null },
  ): Promise<void> {
    const group = notificationPreferenceGroup(line.type, line.subtype ?? null);
    for (const { id, userId, createdAt, unreadCount } of await this.notifications.addForEach(tx, userIds, line, group)) {
      await this.outbox.add(tx, 'social.notification.created.v1', userId, {
        notificationId: id,
        userId,
        type: line.type,
        message: line.message,
        relatedId: line.relatedId,
        createdAt: createdAt.toISOString(),
        unreadCount,
        actorId: line.actorId,
      });
    }
  }

  settleRequest(tx: Transaction, userId: number, requestId: number, change: { message: string } | { remove: true }) {
    return this.notifications.settleRequest(tx, userId, requestId, change);
  }

  removeUnread(tx: Transaction, userId: number, groupKey: string) {
    return this.notifications.removeUnread(tx, userId, groupKey);
  }

  lockMember(tx: Transaction, userId: number) {
    return this.notifications.lockMember(tx, userId);
  }

  takeStateLines(tx: Transaction, userId: number, subtype: NotificationSubtype, relatedId: number, version: number | null) {
    return this.notifications.takeStateLines(tx, userId, subtype, relatedId, version);
  }

  // A member's current name, or 'A Stave member' when they are gone.
  async nameOf(tx: Transaction, userId: number): Promise<string> {
    return (await findUserSummary(tx, userId))?.name ?? 'A Stave member';
  }

  postContent(tx: Transaction, postId: number): Promise<string | null> {
    return this.posts.contentOf(tx, postId);
  }
}
