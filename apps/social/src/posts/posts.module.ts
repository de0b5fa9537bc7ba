import { Module } from '@nestjs/common';
import { EngagementController } from '../engagement/engagement.controller';
import { EngagementRepository } from '../engagement/engagement.repository';
import { EngagementService } from '../engagement/engagement.service';
import { PostPublishedConsumer } from '../feed/consumers/post-published.consumer';
import { FeedRepository } from '../feed/feed.repository';
import { FollowsController } from '../follows/follows.controller';
import { FollowsRepository } from '../follows/follows.repository';
import { FollowsService } from '../follows/follows.service';
import { SweepUnattachedMediaJob } from '../media/jobs/sweep-unattached-media.job';
import { PostMediaController } from '../media/post-media.controller';
import { PostMediaRepository } from '../media/post-media.repository';
import { PostMediaService } from '../media/post-media.service';
import { FeedAliasController, FollowStateController, PostsController } from './posts.controller';
import { PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';

// Posts (and their media), the home feed, likes/saves/comments/views and follows: one graph, one module.
@Module({
  controllers: [PostsController, FeedAliasController, FollowStateController, PostMediaController, EngagementController, FollowsController],
  providers: [
    PostsRepository,
    PostsService,
    PostMediaRepository,
    PostMediaService,
    SweepUnattachedMediaJob,
    FeedRepository,
    PostPublishedConsumer,
    EngagementRepository,
    EngagementService,
    FollowsRepository,
    FollowsService,
  ],
  exports: [FollowsService],
})
export class PostsModule {}
