import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { NotificationRecipes } from '../recipes';

// 'Ada liked your post “…”', grouped per post while unread.
@Injectable()
export class PostLikedNotificationConsumer {
  constructor(private readonly recipes: NotificationRecipes) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('social.post.liked.v1', { inboxKey: 'NotificationsConsumer.onLiked' })
  async on(event: EventOf<'social.post.liked.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }
}
