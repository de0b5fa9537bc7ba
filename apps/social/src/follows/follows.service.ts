import { Injectable } from '@nestjs/common';
import { SOCIAL_MESSAGES, CommonErrorCode, SocialErrorCode } from '@stave/contracts';
import { Outbox, domainError, Database, type Transaction } from '@stave/platform';
import { MemberLookup, blockedBetween } from '@stave/domain';
import { FeedService } from '../feed/feed.service';
import { FollowsRepository } from './follows.repository';

@Injectable()
export class FollowsService {
  constructor(
    private readonly database: Database,
    private readonly follows: FollowsRepository,
    private readonly feed: FeedService,
    private readonly outbox: Outbox,
    private readonly members: MemberLookup,
  ) {}

  // A toggle; the answer is the state this request produced (toggles of one pair run one
  // after another). The follower's feed gains or loses the member's posts in the same transaction.
  async toggle(followerId: number, followingId: number): Promise<{ following: boolean; message: string }> {
    if (followerId === followingId) {
      throw domainError(SocialErrorCode.CannotFollowSelf, { path: 'id' });
    }
    // Before the transaction: a member registered a moment ago may be waited for (no connection held meanwhile).
    await this.members.require(followingId);
    return this.database.transaction(async (tx) => {
      await this.follows.lockPair(tx, followerId, followingId);
      if (await this.unfollow(tx, followerId, followingId)) return { following: false, message: SOCIAL_MESSAGES.unfollowed };
      // A member either of the two has blocked cannot be followed (as if not there); unfollowing stays possible.
      if (await blockedBetween(tx, followerId, followingId)) throw domainError(CommonErrorCode.UserNotFound);
      await this.follow(tx, followerId, followingId);
      return { following: true, message: SOCIAL_MESSAGES.followed };
    });
  }

  // Whether the viewer follows the member: the public profile's Follow / Following button reads it
  // before offering the toggle.
  async isFollowing(viewerId: number, memberId: number): Promise<{ following: boolean }> {
    return { following: await this.follows.isFollowing(viewerId, memberId) };
  }

  // Changes to one pair (follow, mute) run one after another under this, to the end of the transaction.
  lockPair(tx: Transaction, userId: number, memberId: number): Promise<void> {
    return this.follows.lockPair(tx, userId, memberId);
  }

  isFollowingIn(tx: Transaction, followerId: number, followingId: number): Promise<boolean> {
    return this.follows.isFollowing(followerId, followingId, tx);
  }

  followerCount(tx: Transaction, memberId: number): Promise<number> {
    return this.follows.countFollowers(tx, memberId);
  }

  // Idempotent; true when this call created the follow.
  async follow(tx: Transaction, followerId: number, followingId: number, via: 'follow' | 'connection' = 'follow'): Promise<boolean> {
    if (!(await this.follows.insert(tx, followerId, followingId))) return false;
    await this.feed.followed(tx, followerId, followingId);
    await this.outbox.add(tx, 'social.follow.created.v1', followingId, { followerId, followingId, via });
    return true;
  }

  private async unfollow(tx: Transaction, followerId: number, followingId: number): Promise<boolean> {
    if (!(await this.follows.delete(tx, followerId, followingId))) return false;
    await this.feed.unfollowed(tx, followerId, followingId);
    await this.outbox.add(tx, 'social.follow.removed.v1', followingId, { followerId, followingId });
    return true;
  }
}
