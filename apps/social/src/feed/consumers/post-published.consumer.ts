import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { EventOf } from '@stave/contracts';
import { OnEvent } from '@stave/platform';
import { FeedRepository } from '../feed.repository';

// Fan-out on write, in the same transaction as this consumer's inbox row (PERFORMANCE §2).
@Injectable()
export class PostPublishedConsumer {
  constructor(private readonly feed: FeedRepository) {}

  @OnEvent('social.post.published.v1')
  async onPublished(event: EventOf<'social.post.published.v1'>, tx: EntityManager): Promise<void> {
    await this.feed.pushToFollowers(tx, event.payload.postId, event.payload.authorId);
  }
}
