import { Module } from '@nestjs/common';
import { ConnectionsModule } from '../connections/connections.module';
import { FollowsModule } from '../follows/follows.module';
import { AchievementsController } from './achievements.controller';
import { AchievementsRepository } from './achievements.repository';
import { AchievementsService } from './achievements.service';
import { CollaborationCreatedAchievementConsumer } from './consumers/collaboration-created.consumer';
import { ConnectionAcceptedAchievementConsumer } from './consumers/connection-accepted.consumer';
import { EventCreatedAchievementConsumer } from './consumers/event-created.consumer';
import { FollowCreatedAchievementConsumer } from './consumers/follow-created.consumer';
import { JobPostedAchievementConsumer } from './consumers/job-posted.consumer';
import { PostPublishedAchievementConsumer } from './consumers/post-published.consumer';
import { ReferralCompletedAchievementConsumer } from './consumers/referral-completed.consumer';
import { UserRegisteredAchievementConsumer } from './consumers/user-registered.consumer';
import { UserUpdatedAchievementConsumer } from './consumers/user-updated.consumer';

// Badges awarded from events, whichever service emits them; each award runs in its event's inbox
// transaction, and the (user, type, level) key makes a redelivery award nothing new.
@Module({
  imports: [ConnectionsModule, FollowsModule],
  controllers: [AchievementsController],
  providers: [
    AchievementsService,
    AchievementsRepository,
    PostPublishedAchievementConsumer,
    ConnectionAcceptedAchievementConsumer,
    FollowCreatedAchievementConsumer,
    ReferralCompletedAchievementConsumer,
    UserRegisteredAchievementConsumer,
    UserUpdatedAchievementConsumer,
    JobPostedAchievementConsumer,
    EventCreatedAchievementConsumer,
    CollaborationCreatedAchievementConsumer,
  ],
  // The forum awards first_forum_post in the transaction that starts the thread.
  exports: [AchievementsService],
})
export class AchievementsModule {}
