import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { NotificationRecipes } from '../recipes';

// 'Ada commented on your post “…”', grouped per post while unread.
@Injectable()
export class CommentCreatedNotificationConsumer {
  constructor(private readonly recipes: NotificationRecipes) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('social.comment.created.v1', { inboxKey: 'NotificationsConsumer.onComment' })
  async on(event: EventOf<'social.comment.created.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }
}
