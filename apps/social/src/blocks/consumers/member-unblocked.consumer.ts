import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, recordBlock, type Transaction } from '@stave/platform';
import { FeedService } from '../../feed/feed.service';

@Injectable()
export class MemberUnblockedConsumer {
  constructor(private readonly feed: FeedService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('messaging.member.unblocked.v1', { inboxKey: 'MemberUnblockedConsumer.onUnblocked' })
  async onUnblocked(event: EventOf<'messaging.member.unblocked.v1'>, tx: Transaction): Promise<void> {
    const { blockerId, blockedId, at } = event.payload;
    if (await recordBlock(tx, blockerId, blockedId, false, at)) await this.feed.unblocked(tx, blockerId, blockedId);
  }
}
