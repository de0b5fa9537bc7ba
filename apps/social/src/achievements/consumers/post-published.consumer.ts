import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { AchievementsService } from '../achievements.service';

// First Post, once.
@Injectable()
export class PostPublishedAchievementConsumer {
  constructor(private readonly achievements: AchievementsService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('social.post.published.v1', { inboxKey: 'AchievementsConsumer.onPost' })
  async on(event: EventOf<'social.post.published.v1'>, tx: Transaction): Promise<void> {
    await this.achievements.award(tx, event.payload.authorId, 'first_post', { postId: event.payload.postId });
  }
}
