import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, findUserSummary, type Transaction } from '@stave/platform';
import { namedPost, postExcerpt } from './notification-text';
import { NotificationsRepository } from './notifications.repository';

// One line per thing that happened to a member, written in the consumer's transaction (so a
// redelivered event never notifies twice). Never for one's own action. A line about a post quotes
// its first words (read from social's own posts table), so 'liked your post' says which one.
@Injectable()
export class NotificationsConsumer {
  constructor(private readonly notifications: NotificationsRepository) {}

  @OnEvent('social.post.liked.v1')
  async onLiked(event: EventOf<'social.post.liked.v1'>, tx: Transaction): Promise<void> {
    const { postId, postAuthorId, likerId } = event.payload;
    if (postAuthorId === likerId) return;
    const action = `liked ${namedPost(await this.notifications.postContent(tx, postId))}`;
    await this.notifications.add(tx, {
      userId: postAuthorId,
      type: 'like',
      relatedId: postId,
      actorId: likerId,
      occurredAt: event.occurredAt,
      message: `${await nameOf(tx, likerId)} ${action}`,
      action,
      groupKey: `like:${postId}`,
    });
  }

  @OnEvent('social.comment.created.v1')
  async onComment(event: EventOf<'social.comment.created.v1'>, tx: Transaction): Promise<void> {
    const { postId, postAuthorId, commenterId } = event.payload;
    if (postAuthorId === commenterId) return;
    const action = `commented on ${namedPost(await this.notifications.postContent(tx, postId))}`;
    await this.notifications.add(tx, {
      userId: postAuthorId,
      type: 'comment',
      relatedId: postId,
      actorId: commenterId,
      occurredAt: event.occurredAt,
      message: `${await nameOf(tx, commenterId)} ${action}`,
      action,
      groupKey: `comment:${postId}`,
    });
  }

  @OnEvent('social.follow.created.v1')
  async onFollow(event: EventOf<'social.follow.created.v1'>, tx: Transaction): Promise<void> {
    const { followerId, followingId, via } = event.payload;
    // The acceptance is its own notification; "started following you" beside it would say it twice.
    if (via === 'connection') return;
    await this.notifications.add(tx, {
      userId: followingId,
      type: 'follow',
      relatedId: followerId,
      actorId: followerId,
      occurredAt: event.occurredAt,
      message: `${await nameOf(tx, followerId)} started following you`,
      action: 'started following you',
      groupKey: 'follow',
    });
  }

  @OnEvent('social.post.published.v1')
  async onPublished(event: EventOf<'social.post.published.v1'>, tx: Transaction): Promise<void> {
    const { postId, authorId, mentionedUserIds } = event.payload;
    if (mentionedUserIds.length === 0) return;
    const author = await nameOf(tx, authorId);
    const content = await this.notifications.postContent(tx, postId);
    const action = content === null ? 'mentioned you in a post' : `mentioned you in “${postExcerpt(content)}”`;
    for (const userId of mentionedUserIds.filter((id) => id !== authorId)) {
      await this.notifications.add(tx, {
        userId,
        type: 'other',
        subtype: 'mention',
        relatedId: postId,
        actorId: authorId,
        occurredAt: event.occurredAt,
        message: `${author} ${action}`,
        action,
      });
    }
  }

  @OnEvent('social.connection.requested.v1')
  async onRequested(event: EventOf<'social.connection.requested.v1'>, tx: Transaction): Promise<void> {
    const { requestId, senderId, receiverId } = event.payload;
    await this.notifications.add(tx, {
      userId: receiverId,
      type: 'other',
      subtype: 'connection_request',
      relatedId: requestId,
      actorId: senderId,
      occurredAt: event.occurredAt,
      message: `${await nameOf(tx, senderId)} wants to connect with you`,
    });
  }

  @OnEvent('social.connection.accepted.v1')
  async onAccepted(event: EventOf<'social.connection.accepted.v1'>, tx: Transaction): Promise<void> {
    const { requestId, senderId, receiverId } = event.payload;
    await this.notifications.settleRequest(tx, receiverId, requestId, { message: `You connected with ${await nameOf(tx, senderId)}` });
    await this.notifications.add(tx, {
      userId: senderId,
      type: 'other',
      subtype: 'connection_accepted',
      relatedId: requestId,
      actorId: receiverId,
      occurredAt: event.occurredAt,
      message: `${await nameOf(tx, receiverId)} accepted your connection request`,
    });
  }

  // An answered request's line no longer asks for anything: read, settled, and saying what was
  // decided instead of 'wants to connect'. A withdrawn one points at nothing (gone). The request's
  // events share a partition (keyed by request id), so these arrive after the request's own.
  @OnEvent('social.connection.declined.v1')
  async onDeclined(event: EventOf<'social.connection.declined.v1'>, tx: Transaction): Promise<void> {
    const { receiverId, requestId, senderId } = event.payload;
    await this.notifications.settleRequest(tx, receiverId, requestId, { message: `You declined ${await nameOf(tx, senderId)}'s connection request` });
  }

  @OnEvent('social.connection.withdrawn.v1')
  async onWithdrawn(event: EventOf<'social.connection.withdrawn.v1'>, tx: Transaction): Promise<void> {
    await this.notifications.settleRequest(tx, event.payload.receiverId, event.payload.requestId, { remove: true });
  }
}

async function nameOf(tx: Transaction, userId: number): Promise<string> {
  return (await findUserSummary(tx, userId))?.name ?? 'A Stave member';
}
