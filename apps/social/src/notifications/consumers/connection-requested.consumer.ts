import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { NotificationRecipes } from '../recipes';

// 'Ada wants to connect with you'.
@Injectable()
export class ConnectionRequestedNotificationConsumer {
  constructor(private readonly recipes: NotificationRecipes) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('social.connection.requested.v1', { inboxKey: 'NotificationsConsumer.onRequested' })
  async on(event: EventOf<'social.connection.requested.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }
}
