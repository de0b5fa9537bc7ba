import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { NotificationsService } from '../notifications.service';

// The request's line settles: 'You declined Ada's connection request'.
@Injectable()
export class ConnectionDeclinedNotificationConsumer {
  constructor(private readonly notifications: NotificationsService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('social.connection.declined.v1', { inboxKey: 'NotificationsConsumer.onDeclined' })
  async on(event: EventOf<'social.connection.declined.v1'>, tx: Transaction): Promise<void> {
    await this.notifications.connectionDeclined(tx, event.payload);
  }
}
