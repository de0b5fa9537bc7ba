import { Injectable } from '@nestjs/common';
import { SOCIAL_MESSAGES, CommonErrorCode, SocialErrorCode } from '@stave/contracts';
import { Outbox, findUserSummary, domainError, Database, type Transaction } from '@stave/platform';
import { FeedRepository } from '../feed/feed.repository';
import { FollowsRepository } from './follows.repository';

@Injectable()
export class FollowsService {
  constructor(
    private readonly database: Database,
    private readonly follows: FollowsRepository,
    private readonly feed: FeedRepository,
    private readonly outbox: Outbox,
  ) {}

  // Spec §4: a toggle; the answer is the state this request produced (toggles of one pair run one
  // after another). The follower's feed gains or loses the member's posts in the same transaction.
  async toggle(followerId: number, followingId: number): Promise<{ following: boolean; message: string }> {
    if (followerId === followingId) {
      throw domainError(SocialErrorCode.CannotFollowSelf, { path: 'id' });
    }
    return this.database.transaction(async (tx) => {
      if (!(await findUserSummary(tx, followingId))) throw domainError(CommonErrorCode.UserNotFound);
      await this.follows.lockPair(tx, followerId, followingId);
      if (await this.unfollow(tx, followerId, followingId)) return { following: false, message: SOCIAL_MESSAGES.unfollowed };
      await this.follow(tx, followerId, followingId);
      return { following: true, message: SOCIAL_MESSAGES.followed };
    });
  }

  // Idempotent; true when this call created the follow.
  async follow(tx: Transaction, followerId: number, followingId: number, via: 'follow' | 'connection' = 'follow'): Promise<boolean> {
    if (!(await this.follows.insert(tx, followerId, followingId))) return false;
    await this.feed.backfillAuthor(tx, followerId, followingId);
    await this.outbox.add(tx, 'social.follow.created.v1', followingId, { followerId, followingId, via });
    return true;
  }

  private async unfollow(tx: Transaction, followerId: number, followingId: number): Promise<boolean> {
    if (!(await this.follows.delete(tx, followerId, followingId))) return false;
    await this.feed.removeAuthor(tx, followerId, followingId);
    await this.outbox.add(tx, 'social.follow.removed.v1', followingId, { followerId, followingId });
    return true;
  }
}
