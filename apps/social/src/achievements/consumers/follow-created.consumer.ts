import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { AchievementsService } from '../achievements.service';

// Follower milestones for the member followed.
@Injectable()
export class FollowCreatedAchievementConsumer {
  constructor(private readonly achievements: AchievementsService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('social.follow.created.v1', { inboxKey: 'AchievementsConsumer.onFollow' })
  async on(event: EventOf<'social.follow.created.v1'>, tx: Transaction): Promise<void> {
    await this.achievements.awardFollowerMilestones(tx, event.payload.followingId);
  }
}
