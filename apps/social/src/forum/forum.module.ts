import { Module } from '@nestjs/common';
import { AchievementsModule } from '../achievements/achievements.module';
import { ForumController } from './forum.controller';
import { ForumRepository } from './forum.repository';
import { ForumService } from './forum.service';

// The community forum: threads in categories, replies, search and tags (docs/forum.md).
@Module({
  imports: [AchievementsModule],
  controllers: [ForumController],
  providers: [ForumService, ForumRepository],
  exports: [ForumService],
})
export class ForumModule {}
