import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { NotificationRecipes } from '../recipes';

// 'Ada started following you' (not for the follows a connection makes).
@Injectable()
export class FollowCreatedNotificationConsumer {
  constructor(private readonly recipes: NotificationRecipes) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('social.follow.created.v1', { inboxKey: 'NotificationsConsumer.onFollow' })
  async on(event: EventOf<'social.follow.created.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }
}
