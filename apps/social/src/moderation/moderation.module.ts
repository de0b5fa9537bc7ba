import { Module } from '@nestjs/common';
import { EngagementModule } from '../engagement/engagement.module';
import { PostsModule } from '../posts/posts.module';
import { ModerationDecidedConsumer } from './moderation-decided.consumer';

// Issue 16: posts and comments are reported through their own routes (posts, engagement); moderators' decisions to
// take one down arrive here from identity.
@Module({ imports: [PostsModule, EngagementModule], providers: [ModerationDecidedConsumer] })
export class ModerationModule {}
