import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { FeedService } from '../feed.service';

// Fan-out on write, in the same transaction as this consumer's inbox row (docs/performance.md#feed-design).
@Injectable()
export class PostPublishedFeedConsumer {
  constructor(private readonly feed: FeedService) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('social.post.published.v1', { inboxKey: 'PostPublishedConsumer.onPublished' })
  async onPublished(event: EventOf<'social.post.published.v1'>, tx: Transaction): Promise<void> {
    await this.feed.pushToFollowers(tx, event.payload.postId, event.payload.authorId);
  }
}
