import { Module } from '@nestjs/common';
import { AchievementsConsumer } from '../achievements/achievements.consumer';
import { AchievementsController } from '../achievements/achievements.controller';
import { AchievementsRepository } from '../achievements/achievements.repository';
import { AchievementsService } from '../achievements/achievements.service';
import { NotificationsConsumer } from '../notifications/notifications.consumer';
import { NotificationsController } from '../notifications/notifications.controller';
import { NotificationsRepository } from '../notifications/notifications.repository';
import { NotificationsService } from '../notifications/notifications.service';
import { PostsModule } from '../posts/posts.module';
import { ConnectionsController } from './connections.controller';
import { ConnectionsRepository } from './connections.repository';
import { ConnectionsService } from './connections.service';
import { RecommendationsRepository } from './recommendations.repository';

// The network around the posts: connections, recommendations, notifications, achievements.
@Module({
  imports: [PostsModule],
  controllers: [ConnectionsController, NotificationsController, AchievementsController],
  providers: [
    ConnectionsRepository,
    ConnectionsService,
    RecommendationsRepository,
    NotificationsRepository,
    NotificationsService,
    NotificationsConsumer,
    AchievementsRepository,
    AchievementsService,
    AchievementsConsumer,
  ],
})
export class NetworkModule {}
