import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent } from '@stave/platform';
import { SocketHub } from '../socket-hub';

// Social's notifications, pushed to the member's bell as they happen. Nothing is stored here: a
// member who is not connected reads them from social when the page loads.
@Injectable()
export class NotificationCreatedConsumer {
  constructor(private readonly hub: SocketHub) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('social.notification.created.v1', { inboxKey: 'NotificationCreatedConsumer.onCreated' })
  async onCreated(event: EventOf<'social.notification.created.v1'>): Promise<void> {
    const { notificationId, userId, type, message, relatedId, createdAt, unreadCount } = event.payload;
    await this.hub.publish([userId], { type: 'notification.created', data: { id: notificationId, type, message, relatedId, createdAt } });
    await this.hub.publish([userId], { type: 'unread.changed', data: { notifications: unreadCount } });
  }
}
