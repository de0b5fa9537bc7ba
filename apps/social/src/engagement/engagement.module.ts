import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module';
import { EngagementController } from './engagement.controller';
import { EngagementRepository } from './engagement.repository';
import { EngagementService } from './engagement.service';

// What members do to a post: likes, saves, views, comments.
@Module({
  imports: [PostsModule],
  controllers: [EngagementController],
  providers: [EngagementService, EngagementRepository],
  exports: [EngagementService],
})
export class EngagementModule {}
