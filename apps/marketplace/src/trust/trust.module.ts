import { Module } from '@nestjs/common';
import { ListingsModule } from '../listings/listings.module';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ModerationDecidedConsumer } from './moderation-decided.consumer';
import { ReportsService } from './reports.service';
import { SavedController } from './saved.controller';
import { StolenController } from './stolen.controller';
import { StolenService } from './stolen.service';

// Trust and safety around listings: the watch list, reports and moderation, the stolen-gear register.
// The pieces listings themselves need (saved, stolen, the serial key) are ListingsModule's.
@Module({
  imports: [ListingsModule],
  controllers: [SavedController, ReportsController, StolenController],
  providers: [ReportsService, ReportsRepository, StolenService, ModerationDecidedConsumer],
})
export class TrustModule {}
