import { Injectable } from '@nestjs/common';
import type { PostView } from '@stave/contracts';
import { pageOf, parseCursor, type Page, type Transaction } from '@stave/platform';
import { BoostsService } from '../boosts/boosts.service';
import { toPostView } from '../post-views/post.row';
import { FeedRepository } from './feed.repository';

// The home feed (docs/performance.md#feed-design): fanned out on write into feed_entries, materialised on first read
// (or after FEED_ACTIVE_DAYS away), then one indexed range per page.
@Injectable()
export class FeedService {
  constructor(
    private readonly feed: FeedRepository,
    private readonly boosts: BoostsService,
  ) {}

  async homeFeed(viewerId: number, before: string | undefined, limit: number): Promise<Page<PostView>> {
    const cursor = parseCursor(before);
    const state = await this.feed.state(viewerId);
    if (state === 'rebuild') await this.feed.rebuild(viewerId);
    else if (state === 'touch') await this.feed.touch(viewerId);
    const rows = await this.feed.pageViews(viewerId, cursor, limit);
    const page = pageOf(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), toPostView);
    return this.boosts.withPromoted(viewerId, page, limit, before);
  }

  // The author sees their post at once; followers get it from the fan-out consumer.
  addOwnPost(tx: Transaction, authorId: number, postId: number, createdAt: Date): Promise<void> {
    return this.feed.addEntry(tx, authorId, postId, createdAt);
  }

  pushToFollowers(tx: Transaction, postId: number, authorId: number): Promise<boolean> {
    return this.feed.pushToFollowers(tx, postId, authorId);
  }

  // A new follow shows the followed member's recent posts at once; an unfollow takes them out.
  followed(tx: Transaction, followerId: number, authorId: number): Promise<void> {
    return this.feed.backfillAuthor(tx, followerId, authorId);
  }

  unfollowed(tx: Transaction, followerId: number, authorId: number): Promise<void> {
    return this.feed.removeAuthor(tx, followerId, authorId);
  }

  // A block either way takes each member's posts out of the other's feed; lifting it brings back those followed.
  async blocked(tx: Transaction, a: number, b: number): Promise<void> {
    await this.feed.removeAuthor(tx, a, b);
    await this.feed.removeAuthor(tx, b, a);
  }

  async unblocked(tx: Transaction, a: number, b: number): Promise<void> {
    await this.feed.restoreAuthor(tx, a, b);
    await this.feed.restoreAuthor(tx, b, a);
  }

  // Muting takes the member's posts out of the feed; the fan-out and the reads leave them out from then on.
  muted(tx: Transaction, viewerId: number, authorId: number): Promise<void> {
    return this.feed.removeAuthor(tx, viewerId, authorId);
  }
}
