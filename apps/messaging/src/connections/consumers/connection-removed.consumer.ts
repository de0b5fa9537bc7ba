import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { recordConnection } from '@stave/domain';

@Injectable()
export class ConnectionRemovedConsumer {
  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('social.connection.removed.v1', { inboxKey: 'ConnectionRemovedConsumer.onRemoved' })
  async onRemoved(event: EventOf<'social.connection.removed.v1'>, tx: Transaction): Promise<void> {
    const { requestId, removerId, otherId } = event.payload;
    await recordConnection(tx, removerId, otherId, requestId, false);
  }
}
