import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { TeamActivityConsumer } from './consumers/team-activity.consumer';
import { TeamActivityRepository } from './team-activity.repository';
import { TeamsController } from './teams.controller';
import { TeamsRepository } from './teams.repository';
import { TeamsService } from './teams.service';

// Business teams: a Business member's team, invitations to it, and the announcements of who is on it
// (identity.team.membership-changed.v1) for the services where a team member acts as the business; and the owner's
// activity log, kept from what those services announce a team member did as the business (*.team.action.v1).
@Module({
  imports: [MailModule],
  controllers: [TeamsController],
  providers: [TeamsRepository, TeamsService, TeamActivityRepository, TeamActivityConsumer],
})
export class TeamsModule {}
