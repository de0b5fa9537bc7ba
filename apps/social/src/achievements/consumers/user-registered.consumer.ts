import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { AchievementsService } from '../achievements.service';

// Founding Member, and Profile Complete for a member who joined with a full profile.
@Injectable()
export class UserRegisteredAchievementConsumer {
  constructor(private readonly achievements: AchievementsService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('identity.user.registered.v1', { inboxKey: 'AchievementsConsumer.onRegistered' })
  async on(event: EventOf<'identity.user.registered.v1'>, tx: Transaction): Promise<void> {
    await this.achievements.awardProfileState(tx, event.payload.user.id, event.payload.user);
  }
}
