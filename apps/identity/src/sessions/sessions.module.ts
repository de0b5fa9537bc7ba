import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { SignInAlertsController } from './sign-in-alerts.controller';
import { SessionsController } from './sessions.controller';
import { SessionsRepository } from './sessions.repository';
import { Places } from './places';
import { SessionsService } from './sessions.service';

// The devices signed in to each account, signing them out, and the mail about a new one.
@Module({
  imports: [MailModule],
  controllers: [SessionsController, SignInAlertsController],
  providers: [SessionsService, SessionsRepository, Places],
  exports: [SessionsService],
})
export class SessionsModule {}
