import { Global, Module } from '@nestjs/common';
import { ListingTrust } from '../listings/listing-trust';
import { ListingsModule } from '../listings/listings.module';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ModerationDecidedConsumer } from './consumers/moderation-decided.consumer';
import { ReportsService } from './reports.service';
import { SavedController } from './saved.controller';
import { SavedRepository } from './saved.repository';
import { MemberAccountsConsumer } from './consumers/member-accounts.consumer';
import { SerialKey } from './serial-key';
import { StolenMatchesController } from './stolen-matches.controller';
import { StolenMatchesRepository } from './stolen-matches.repository';
import { StolenMatchesService } from './stolen-matches.service';
import { StolenController } from './stolen.controller';
import { StolenRepository } from './stolen.repository';
import { StolenReviews } from './stolen-reviews';
import { StolenService } from './stolen.service';
import { TrustForListings } from './trust-for-listings';

// Trust and safety around listings: the watch list, reports and moderation, the stolen-gear register. It changes
// listings through ListingsService; listings asks it through ListingTrust, the one export, global so that
// ListingsModule need not import this module back (docs/marketplace.md § Layout).
@Global()
@Module({
  imports: [ListingsModule],
  controllers: [SavedController, ReportsController, StolenController, StolenMatchesController],
  providers: [
    { provide: ListingTrust, useClass: TrustForListings },
    SavedRepository,
    SerialKey,
    ReportsService,
    ReportsRepository,
    StolenService,
    StolenRepository,
    StolenReviews,
    StolenMatchesService,
    StolenMatchesRepository,
    ModerationDecidedConsumer,
    MemberAccountsConsumer,
  ],
  exports: [ListingTrust],
})
export class TrustModule {}
