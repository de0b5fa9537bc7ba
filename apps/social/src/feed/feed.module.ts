import { Module } from '@nestjs/common';
import { BoostsModule } from '../boosts/boosts.module';
import { PostPublishedFeedConsumer } from './consumers/post-published.consumer';
import { HomeFeedController } from './feed.controller';
import { FeedRepository } from './feed.repository';
import { FeedService } from './feed.service';

// The home feed: reads, the fan-out of new posts, and what follows and unfollows change in it.
@Module({
  imports: [BoostsModule],
  controllers: [HomeFeedController],
  providers: [FeedService, FeedRepository, PostPublishedFeedConsumer],
  exports: [FeedService],
})
export class FeedModule {}
