import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsService } from './analytics.service';
import { ActivityConsumer } from './consumers/activity.consumer';

// Analytics: per-member daily counts from the other services' events.
@Module({
  controllers: [AnalyticsController],
  providers: [AnalyticsRepository, AnalyticsService, ActivityConsumer],
})
export class AnalyticsModule {}
