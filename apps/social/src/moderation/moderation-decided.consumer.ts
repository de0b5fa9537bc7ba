import { Injectable } from '@nestjs/common';
import type { EventOf } from '@stave/contracts';
import { OnEvent, type Transaction } from '@stave/platform';
import { EngagementService } from '../engagement/engagement.service';
import { ForumService } from '../forum/forum.service';
import { PostsService } from '../posts/posts.service';

// Issue 16: a moderator's decision to take down a post, a comment, a forum thread (with its replies) or a forum reply
// (identity's queue), applied here.
@Injectable()
export class ModerationDecidedConsumer {
  constructor(
    private readonly posts: PostsService,
    private readonly engagement: EngagementService,
    private readonly forum: ForumService,
  ) {}

  // WARNING: the inbox key is stored with every event applied; renaming it applies them all again.
  @OnEvent('identity.moderation.decided.v1', { inboxKey: 'ModerationDecidedConsumer.onDecided' })
  async onDecided(event: EventOf<'identity.moderation.decided.v1'>, tx: Transaction): Promise<void> {
    const { kind, itemId, subjectId, removeItem } = event.payload;
    if (!removeItem) return;
    if (kind === 'post') await this.posts.removeByModeration(tx, itemId, subjectId);
    if (kind === 'comment') await this.engagement.removeByModeration(tx, itemId, subjectId);
    if (kind === 'forum_post') await this.forum.removeThreadByModeration(tx, itemId, subjectId);
    if (kind === 'forum_comment') await this.forum.removeReplyByModeration(tx, itemId, subjectId);
  }
}
