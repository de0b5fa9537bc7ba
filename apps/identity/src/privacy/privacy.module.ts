import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { SessionsModule } from '../sessions/sessions.module';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { UsersModule } from '../users/users.module';
import { AccountDeletionRepository } from './account-deletion.repository';
import { AccountDeletionService } from './account-deletion.service';
import { ExportPartReadyConsumer } from './consumers/export-part-ready.consumer';
import { DataExportsRepository } from './data-exports.repository';
import { DataExportsService } from './data-exports.service';
import { IdentityPartReader } from './identity-part.repository';
import { AssembleExportJob } from './jobs/assemble-export.job';
import { EraseDueAccountsJob } from './jobs/erase-due-accounts.job';
import { SweepExportsJob } from './jobs/sweep-exports.job';
import { PrivacyController } from './privacy.controller';

// Data rights (docs/privacy.md): the archive of a member's data from every service, and the account's
// erasure after a grace period.
@Module({
  imports: [UsersModule, TwoFactorModule, SessionsModule, MailModule],
  controllers: [PrivacyController],
  providers: [
    DataExportsService,
    DataExportsRepository,
    ExportPartReadyConsumer,
    AssembleExportJob,
    SweepExportsJob,
    EraseDueAccountsJob,
    AccountDeletionService,
    AccountDeletionRepository,
    IdentityPartReader,
  ],
  exports: [AccountDeletionService],
})
export class PrivacyModule {}
