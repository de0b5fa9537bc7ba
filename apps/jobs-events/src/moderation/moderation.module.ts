import { Module } from '@nestjs/common';
import { CollaborationsModule } from '../collaborations/collaborations.module';
import { EventsModule } from '../events/events.module';
import { JobsModule } from '../jobs/jobs.module';
import { ModerationDecidedConsumer } from './consumers/moderation-decided.consumer';
import { ModerationDecisionsService } from './moderation-decisions.service';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

// Reports of jobs, events and calls to identity's moderation queue, and its decisions to take one down.
@Module({
  imports: [JobsModule, EventsModule, CollaborationsModule],
  controllers: [ReportsController],
  providers: [ReportsService, ModerationDecisionsService, ModerationDecidedConsumer],
})
export class ModerationModule {}
