import { Module } from '@nestjs/common';
import { ListingsModule } from '../listings/listings.module';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ModerationDecidedConsumer } from './consumers/moderation-decided.consumer';
import { ReportsService } from './reports.service';
import { SavedController } from './saved.controller';
import { MemberAccountsConsumer } from './consumers/member-accounts.consumer';
import { StolenMatchesController } from './stolen-matches.controller';
import { StolenMatchesRepository } from './stolen-matches.repository';
import { StolenMatchesService } from './stolen-matches.service';
import { StolenController } from './stolen.controller';
import { StolenService } from './stolen.service';

// Trust and safety around listings: the watch list, reports and moderation, the stolen-gear register.
// The pieces listings themselves need (saved, stolen and its checks, the serial key) are ListingsModule's.
@Module({
  imports: [ListingsModule],
  controllers: [SavedController, ReportsController, StolenController, StolenMatchesController],
  providers: [
    ReportsService,
    ReportsRepository,
    StolenService,
    StolenMatchesService,
    StolenMatchesRepository,
    ModerationDecidedConsumer,
    MemberAccountsConsumer,
  ],
})
export class TrustModule {}
