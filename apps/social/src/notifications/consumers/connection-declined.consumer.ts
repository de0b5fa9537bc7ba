import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { NotificationRecipes } from '../recipes';

// The request's line settles: 'You declined Ada's connection request'.
@Injectable()
export class ConnectionDeclinedNotificationConsumer {
  constructor(private readonly recipes: NotificationRecipes) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('social.connection.declined.v1', { inboxKey: 'NotificationsConsumer.onDeclined' })
  async on(event: EventOf<'social.connection.declined.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }
}
