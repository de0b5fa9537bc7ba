import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { FeedRepository } from '../feed.repository';

// Fan-out on write, in the same transaction as this consumer's inbox row (PERFORMANCE §2).
@Injectable()
export class PostPublishedConsumer {
  constructor(private readonly feed: FeedRepository) {}

  @OnEvent('social.post.published.v1')
  async onPublished(event: EventOf<'social.post.published.v1'>, tx: Transaction): Promise<void> {
    await this.feed.pushToFollowers(tx, event.payload.postId, event.payload.authorId);
  }
}
