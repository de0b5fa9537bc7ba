import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { SessionsModule } from '../sessions/sessions.module';
import { ContentReportedConsumer } from './consumers/content-reported.consumer';
import { MemberReportsController, ModerationController } from './moderation.controller';
import { ModerationRepository } from './moderation.repository';
import { ModerationService } from './moderation.service';
import { StandingController } from './standing.controller';
import { StandingRepository } from './standing.repository';
import { StandingService } from './standing.service';

// Reports of every kind of item, the moderators' queue, suspensions, bans and appeals.
@Module({
  imports: [SessionsModule, MailModule],
  controllers: [ModerationController, MemberReportsController, StandingController],
  providers: [ModerationRepository, ModerationService, StandingRepository, StandingService, ContentReportedConsumer],
  exports: [StandingService],
})
export class ModerationModule {}
