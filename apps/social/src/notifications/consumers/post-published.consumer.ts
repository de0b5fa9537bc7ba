import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { NotificationRecipes } from '../recipes';

// 'Ada mentioned you in “…”' for each member a new post mentions.
@Injectable()
export class PostPublishedNotificationConsumer {
  constructor(private readonly recipes: NotificationRecipes) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('social.post.published.v1', { inboxKey: 'NotificationsConsumer.onPublished' })
  async on(event: EventOf<'social.post.published.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }
}
