import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { ConversationsService } from '../conversations.service';

@Injectable()
export class ConnectionAcceptedConsumer {
  constructor(private readonly conversations: ConversationsService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('social.connection.accepted.v1', { inboxKey: 'ConnectionAcceptedConsumer.onAccepted' })
  async onAccepted(event: EventOf<'social.connection.accepted.v1'>, tx: Transaction): Promise<void> {
    const { requestId, senderId, receiverId } = event.payload;
    await this.conversations.connected(tx, requestId, senderId, receiverId);
  }
}
