import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { AdvertisingController } from './advertising.controller';
import { AdvertisingRepository } from './advertising.repository';
import { AdvertisingService } from './advertising.service';
import { SweepInquiriesJob } from './jobs/sweep-inquiries.job';

// 'Advertise with Stave': the public inquiry form's endpoint, the partnerships team's queue
// (ADVERTISING_STAFF) and the inquiries' retention.
@Module({
  imports: [MailModule],
  controllers: [AdvertisingController],
  providers: [AdvertisingRepository, AdvertisingService, SweepInquiriesJob],
})
export class AdvertisingModule {}
