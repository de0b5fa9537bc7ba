import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { TeamsController } from './teams.controller';
import { TeamsRepository } from './teams.repository';
import { TeamsService } from './teams.service';

// Issue 17, business teams: a Business member's team, invitations to it, and the announcements of who is on it
// (identity.team.membership-changed.v1) for the services where a team member acts as the business.
@Module({
  imports: [MailModule],
  controllers: [TeamsController],
  providers: [TeamsRepository, TeamsService],
})
export class TeamsModule {}
