import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { NotificationRecipes } from '../recipes';

// A withdrawn request's line points at nothing: it goes.
@Injectable()
export class ConnectionWithdrawnNotificationConsumer {
  constructor(private readonly recipes: NotificationRecipes) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('social.connection.withdrawn.v1', { inboxKey: 'NotificationsConsumer.onWithdrawn' })
  async on(event: EventOf<'social.connection.withdrawn.v1'>, tx: Transaction): Promise<void> {
    await this.recipes.write(event, tx);
  }
}
