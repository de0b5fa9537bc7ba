import { Injectable } from '@nestjs/common';
import type { PayloadOf } from '@stave/contracts';
import type { Transaction } from '@stave/platform';
import { EngagementService } from '../engagement/engagement.service';
import { ForumService } from '../forum/forum.service';
import { PostsService } from '../posts/posts.service';

// A moderator's decision to take down a post, a comment, a forum thread (with its replies) or a forum reply, applied
// by the domain that holds it.
@Injectable()
export class ModerationDecisionsService {
  constructor(
    private readonly posts: PostsService,
    private readonly engagement: EngagementService,
    private readonly forum: ForumService,
  ) {}

  async apply(tx: Transaction, payload: PayloadOf<'identity.moderation.decided.v1'>): Promise<void> {
    const { kind, itemId, subjectId, removeItem } = payload;
    if (!removeItem) return;
    if (kind === 'post') await this.posts.removeByModeration(tx, itemId, subjectId);
    if (kind === 'comment') await this.engagement.removeByModeration(tx, itemId, subjectId);
    if (kind === 'forum_post') await this.forum.removeThreadByModeration(tx, itemId, subjectId);
    if (kind === 'forum_comment') await this.forum.removeReplyByModeration(tx, itemId, subjectId);
  }
}
