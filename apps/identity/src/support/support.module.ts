import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { SupportController } from './support.controller';
import { SupportRepository } from './support.repository';
import { SupportService } from './support.service';

// VIP support: Business members' tickets and the support team's queue (SUPPORT_AGENTS).
@Module({
  imports: [MailModule],
  controllers: [SupportController],
  providers: [SupportRepository, SupportService],
})
export class SupportModule {}
