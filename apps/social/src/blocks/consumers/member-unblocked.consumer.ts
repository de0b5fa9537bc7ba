import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { BlocksService } from '../blocks.service';

@Injectable()
export class MemberUnblockedConsumer {
  constructor(private readonly blocks: BlocksService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('messaging.member.unblocked.v1', { inboxKey: 'MemberUnblockedConsumer.onUnblocked' })
  async onUnblocked(event: EventOf<'messaging.member.unblocked.v1'>, tx: Transaction): Promise<void> {
    await this.blocks.changed(tx, event.payload, false);
  }
}
