import { Injectable } from '@nestjs/common';
import { type Transaction } from '@stave/platform';
import { recordBlock } from '@stave/domain';
import { FeedService } from '../feed/feed.service';

// Blocks as messaging announces them: the projection (matching and promotion read it), and the home feeds of the
// two members, changed only when the event is newer than what the projection held.
@Injectable()
export class BlocksService {
  constructor(private readonly feed: FeedService) {}

  async changed(tx: Transaction, change: { blockerId: number; blockedId: number; at: string }, blocked: boolean): Promise<void> {
    const { blockerId, blockedId, at } = change;
    if (!(await recordBlock(tx, blockerId, blockedId, blocked, at))) return;
    if (blocked) await this.feed.blocked(tx, blockerId, blockedId);
    else await this.feed.unblocked(tx, blockerId, blockedId);
  }
}
