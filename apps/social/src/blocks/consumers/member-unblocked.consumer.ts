import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, recordBlock, type Transaction } from '@stave/platform';

@Injectable()
export class MemberUnblockedConsumer {
  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('messaging.member.unblocked.v1', { inboxKey: 'MemberUnblockedConsumer.onUnblocked' })
  async onUnblocked(event: EventOf<'messaging.member.unblocked.v1'>, tx: Transaction): Promise<void> {
    const { blockerId, blockedId, at } = event.payload;
    await recordBlock(tx, blockerId, blockedId, false, at);
  }
}
