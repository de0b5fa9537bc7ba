import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, recordBlock, type Transaction } from '@stave/platform';
import { FeedService } from '../../feed/feed.service';

@Injectable()
export class MemberBlockedConsumer {
  constructor(private readonly feed: FeedService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('messaging.member.blocked.v1', { inboxKey: 'MemberBlockedConsumer.onBlocked' })
  async onBlocked(event: EventOf<'messaging.member.blocked.v1'>, tx: Transaction): Promise<void> {
    const { blockerId, blockedId, at } = event.payload;
    if (await recordBlock(tx, blockerId, blockedId, true, at)) await this.feed.blocked(tx, blockerId, blockedId);
  }
}
