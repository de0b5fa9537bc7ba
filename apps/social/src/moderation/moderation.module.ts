import { Module } from '@nestjs/common';
import { EngagementModule } from '../engagement/engagement.module';
import { ForumModule } from '../forum/forum.module';
import { PostsModule } from '../posts/posts.module';
import { ModerationDecidedConsumer } from './consumers/moderation-decided.consumer';
import { ModerationDecisionsService } from './moderation-decisions.service';

// Posts and comments, forum threads and replies are reported through their own routes (posts, engagement,
// forum); moderators' decisions to take one down arrive here from identity.
@Module({ imports: [PostsModule, EngagementModule, ForumModule], providers: [ModerationDecisionsService, ModerationDecidedConsumer] })
export class ModerationModule {}
