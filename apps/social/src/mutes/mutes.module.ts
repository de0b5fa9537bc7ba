import { Module } from '@nestjs/common';
import { FeedModule } from '../feed/feed.module';
import { FollowsModule } from '../follows/follows.module';
import { MutesController } from './mutes.controller';
import { MutesRepository } from './mutes.repository';
import { MutesService } from './mutes.service';

// Muting a member: their posts leave one's home feed, and they are not told.
@Module({
  imports: [FeedModule, FollowsModule],
  controllers: [MutesController],
  providers: [MutesService, MutesRepository],
})
export class MutesModule {}
