import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SOCIAL_MESSAGES } from '@stave/contracts';
import { DomainError, Outbox, findUserSummary, queryRows } from '@stave/platform';
import { FeedRepository } from '../feed/feed.repository';

@Injectable()
export class FollowsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly feed: FeedRepository,
    private readonly outbox: Outbox,
  ) {}

  // Spec §4: a toggle; the answer is the new state. The follower's feed gains or loses the
  // member's posts in the same transaction.
  async toggle(followerId: number, followingId: number): Promise<{ following: boolean; message: string }> {
    if (followerId === followingId) {
      throw new DomainError('validation', SOCIAL_MESSAGES.cannotFollowSelf, 'CANNOT_FOLLOW_SELF', [{ path: 'id', message: SOCIAL_MESSAGES.cannotFollowSelf }]);
    }
    return this.dataSource.transaction(async (tx) => {
      if (!(await findUserSummary(tx, followingId))) throw new DomainError('not_found', SOCIAL_MESSAGES.userNotFound, 'USER_NOT_FOUND');
      if (await this.unfollow(tx, followerId, followingId)) return { following: false, message: SOCIAL_MESSAGES.unfollowed };
      await this.follow(tx, followerId, followingId);
      return { following: true, message: SOCIAL_MESSAGES.followed };
    });
  }

  // Idempotent; true when this call created the follow.
  async follow(tx: EntityManager, followerId: number, followingId: number, via: 'follow' | 'connection' = 'follow'): Promise<boolean> {
    const created = await queryRows(tx, `INSERT INTO user_follows (follower_id, following_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING follower_id`, [
      followerId,
      followingId,
    ]);
    if (!created.length) return false;
    await this.feed.backfillAuthor(tx, followerId, followingId);
    await this.outbox.add(tx, 'social.follow.created.v1', followingId, { followerId, followingId, via });
    return true;
  }

  private async unfollow(tx: EntityManager, followerId: number, followingId: number): Promise<boolean> {
    const removed = await queryRows(tx, `DELETE FROM user_follows WHERE follower_id = $1 AND following_id = $2 RETURNING follower_id`, [
      followerId,
      followingId,
    ]);
    if (!removed.length) return false;
    await this.feed.removeAuthor(tx, followerId, followingId);
    await this.outbox.add(tx, 'social.follow.removed.v1', followingId, { followerId, followingId });
    return true;
  }
}
