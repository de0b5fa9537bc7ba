import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { NotificationRecipes } from '../recipes';

// The request's line settles ('You connected with Ada'); the sender hears it was accepted.
@Injectable()
export class ConnectionAcceptedNotificationConsumer {
  constructor(private readonly recipes: NotificationRecipes) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('social.connection.accepted.v1', { inboxKey: 'NotificationsConsumer.onAccepted' })
  async on(event: EventOf<'social.connection.accepted.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }
}
