import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { AchievementsService } from '../achievements.service';

// Profile Complete once the profile is.
@Injectable()
export class UserUpdatedAchievementConsumer {
  constructor(private readonly achievements: AchievementsService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('identity.user.updated.v1', { inboxKey: 'AchievementsConsumer.onUpdated' })
  async on(event: EventOf<'identity.user.updated.v1'>, tx: Transaction): Promise<void> {
    await this.achievements.awardProfileState(tx, event.payload.user.id, event.payload.user);
  }
}
