import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { BoostsRepository } from '../boosts.repository';

// A like or comment on a boosted post from someone who does not follow its author is engagement the
// boost brought (its reach report: `engagementBoost`); each event counted once (the inbox).
@Injectable()
export class BoostEngagementConsumer {
  constructor(private readonly boosts: BoostsRepository) {}

  // WARNING: the inbox keys are stored with every event applied; renaming one counts them all again.
  @OnEvent('social.post.liked.v1', { inboxKey: 'BoostEngagementConsumer.onLiked' })
  async onLiked(event: EventOf<'social.post.liked.v1'>, tx: Transaction): Promise<void> {
    await this.boosts.countEngagement(tx, event.payload.postId, event.payload.likerId);
  }

  @OnEvent('social.comment.created.v1', { inboxKey: 'BoostEngagementConsumer.onCommented' })
  async onCommented(event: EventOf<'social.comment.created.v1'>, tx: Transaction): Promise<void> {
    await this.boosts.countEngagement(tx, event.payload.postId, event.payload.commenterId);
  }
}
