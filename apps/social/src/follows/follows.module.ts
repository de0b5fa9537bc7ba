import { Module } from '@nestjs/common';
import { FeedModule } from '../feed/feed.module';
import { FollowsController } from './follows.controller';
import { FollowsRepository } from './follows.repository';
import { FollowsService } from './follows.service';

// Who follows whom; a follow or unfollow changes the follower's home feed in the same transaction.
@Module({
  imports: [FeedModule],
  controllers: [FollowsController],
  providers: [FollowsService, FollowsRepository],
  exports: [FollowsService],
})
export class FollowsModule {}
