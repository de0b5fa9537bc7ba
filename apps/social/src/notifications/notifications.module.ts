import { Module } from '@nestjs/common';
import { PostsModule } from '../posts/posts.module';
import { CommentCreatedNotificationConsumer } from './consumers/comment-created.consumer';
import { ConnectionAcceptedNotificationConsumer } from './consumers/connection-accepted.consumer';
import { ConnectionDeclinedNotificationConsumer } from './consumers/connection-declined.consumer';
import { ConnectionRequestedNotificationConsumer } from './consumers/connection-requested.consumer';
import { ConnectionWithdrawnNotificationConsumer } from './consumers/connection-withdrawn.consumer';
import { BookingNotificationsConsumer } from './consumers/booking-notifications.consumer';
import { EventNotificationsConsumer } from './consumers/event-notifications.consumer';
import { BillingNotificationsConsumer } from './consumers/billing-notifications.consumer';
import { ListingNotificationsConsumer } from './consumers/listing-notifications.consumer';
import { FollowCreatedNotificationConsumer } from './consumers/follow-created.consumer';
import { JobApplicationNotificationConsumer } from './consumers/job-application.consumer';
import { PostLikedNotificationConsumer } from './consumers/post-liked.consumer';
import { PostPublishedNotificationConsumer } from './consumers/post-published.consumer';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { NotificationBell } from './notification-bell';
import { NotificationRecipes } from './recipes';

// The bell: lines written from the events of social and the other services (one recipe each, kept by the
// producing domain in recipes/), read, marked read.
@Module({
  imports: [PostsModule],
  controllers: [NotificationsController],
  providers: [
    NotificationsService,
    NotificationsRepository,
    NotificationBell,
    NotificationRecipes,
    PostLikedNotificationConsumer,
    CommentCreatedNotificationConsumer,
    FollowCreatedNotificationConsumer,
    PostPublishedNotificationConsumer,
    ConnectionRequestedNotificationConsumer,
    ConnectionAcceptedNotificationConsumer,
    ConnectionDeclinedNotificationConsumer,
    ConnectionWithdrawnNotificationConsumer,
    JobApplicationNotificationConsumer,
    EventNotificationsConsumer,
    BookingNotificationsConsumer,
    ListingNotificationsConsumer,
    BillingNotificationsConsumer,
  ],
})
export class NotificationsModule {}
