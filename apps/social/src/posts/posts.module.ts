import { Module } from '@nestjs/common';
import { FeedModule } from '../feed/feed.module';
import { MediaModule } from '../media/media.module';
import { PostsController } from './posts.controller';
import { PostsRepository } from './posts.repository';
import { PostsService } from './posts.service';

// Posts: writing, reading one, a member's, saved ones, trending, hashtags.
@Module({
  imports: [FeedModule, MediaModule],
  controllers: [PostsController],
  providers: [PostsService, PostsRepository],
  exports: [PostsService],
})
export class PostsModule {}
