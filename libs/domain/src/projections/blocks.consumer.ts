import { Injectable, Module } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import type { Transaction } from '@stave/platform';
import { OnEvent } from '@stave/platform';
import { recordBlock } from './blocks';

// The `blocks` projection as a service keeps it when it only reads it (identity, jobs-events, marketplace: search,
// profiles, listings). A service that must also act on a block (social's feeds) consumes the events itself.
@Injectable()
export class BlocksConsumer {
  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('messaging.member.blocked.v1', { inboxKey: 'BlocksConsumer.onBlocked' })
  async onBlocked(event: EventOf<'messaging.member.blocked.v1'>, tx: Transaction): Promise<void> {
    await recordBlock(tx, event.payload.blockerId, event.payload.blockedId, true, event.payload.at);
  }

  @OnEvent('messaging.member.unblocked.v1', { inboxKey: 'BlocksConsumer.onUnblocked' })
  async onUnblocked(event: EventOf<'messaging.member.unblocked.v1'>, tx: Transaction): Promise<void> {
    await recordBlock(tx, event.payload.blockerId, event.payload.blockedId, false, event.payload.at);
  }
}

@Module({ providers: [BlocksConsumer] })
export class BlocksProjectionModule {}
