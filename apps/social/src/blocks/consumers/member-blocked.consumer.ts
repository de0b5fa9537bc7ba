import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { BlocksService } from '../blocks.service';

@Injectable()
export class MemberBlockedConsumer {
  constructor(private readonly blocks: BlocksService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('messaging.member.blocked.v1', { inboxKey: 'MemberBlockedConsumer.onBlocked' })
  async onBlocked(event: EventOf<'messaging.member.blocked.v1'>, tx: Transaction): Promise<void> {
    await this.blocks.changed(tx, event.payload, true);
  }
}
