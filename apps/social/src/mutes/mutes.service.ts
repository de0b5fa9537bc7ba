import { Injectable } from '@nestjs/common';
import { SocialErrorCode, type MutedMember, type MuteState } from '@stave/contracts';
import { Database, domainError } from '@stave/platform';
import { MemberLookup } from '@stave/domain';
import { FeedService } from '../feed/feed.service';
import { FollowsService } from '../follows/follows.service';
import { MutesRepository } from './mutes.repository';

// Mute: a member's posts leave one's home feed without their knowing. Changes of one pair run under the
// same lock as following, and the feed follows in the same transaction: muting takes the member's entries out,
// unmuting someone one follows brings their recent posts back.
@Injectable()
export class MutesService {
  constructor(
    private readonly database: Database,
    private readonly mutes: MutesRepository,
    private readonly follows: FollowsService,
    private readonly feed: FeedService,
    private readonly members: MemberLookup,
  ) {}

  async state(userId: number, memberId: number): Promise<MuteState> {
    return { muted: await this.mutes.isMuted(this.database.pool, userId, memberId) };
  }

  async mute(userId: number, memberId: number): Promise<MuteState> {
    if (userId === memberId) throw domainError(SocialErrorCode.CannotMuteSelf, { path: 'id' });
    await this.members.require(memberId);
    await this.database.transaction(async (tx) => {
      await this.follows.lockPair(tx, userId, memberId);
      if (await this.mutes.insert(tx, userId, memberId)) await this.feed.muted(tx, userId, memberId);
    });
    return { muted: true };
  }

  async unmute(userId: number, memberId: number): Promise<MuteState> {
    if (userId === memberId) throw domainError(SocialErrorCode.CannotMuteSelf, { path: 'id' });
    await this.database.transaction(async (tx) => {
      await this.follows.lockPair(tx, userId, memberId);
      if ((await this.mutes.delete(tx, userId, memberId)) && (await this.follows.isFollowingIn(tx, userId, memberId)))
        await this.feed.followed(tx, userId, memberId);
    });
    return { muted: false };
  }

  async list(userId: number): Promise<MutedMember[]> {
    const rows = await this.mutes.list(this.database.pool, userId);
    return rows.map((row) => ({ ...row, mutedAt: row.mutedAt.toISOString() }));
  }
}
