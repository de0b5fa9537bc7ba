import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { AchievementsService } from '../achievements.service';

// Referral milestones, from identity's count.
@Injectable()
export class ReferralCompletedAchievementConsumer {
  constructor(private readonly achievements: AchievementsService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('identity.referral.completed.v1', { inboxKey: 'AchievementsConsumer.onReferral' })
  async on(event: EventOf<'identity.referral.completed.v1'>, tx: Transaction): Promise<void> {
    await this.achievements.awardMilestones(tx, event.payload.referrerId, 'referral_milestone', event.payload.referralCount);
  }
}
