import { Module } from '@nestjs/common';
import { Mailer } from './mailer';

// Outgoing mail: the log in embedded mode, SMTP in the cluster (MAIL_TRANSPORT).
@Module({
  providers: [Mailer],
  exports: [Mailer],
})
export class MailModule {}
