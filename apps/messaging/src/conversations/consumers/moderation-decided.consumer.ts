import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { ConversationsService } from '../conversations.service';

// A moderator's decision to take down a message (identity's queue), applied here.
@Injectable()
export class ModerationDecidedConsumer {
  constructor(private readonly conversations: ConversationsService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('identity.moderation.decided.v1', { inboxKey: 'ModerationDecidedConsumer.onDecided' })
  async onDecided(event: EventOf<'identity.moderation.decided.v1'>, tx: Transaction): Promise<void> {
    const { kind, itemId, subjectId, removeItem } = event.payload;
    if (removeItem && kind === 'message') await this.conversations.removeByModeration(tx, itemId, subjectId);
  }
}
