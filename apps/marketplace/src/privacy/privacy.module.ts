import { Module } from '@nestjs/common';
import { MemberDataRepository } from './member-data.repository';

// What MarketplaceMemberData needs, for MemberDataModule.register (app.module.ts).
@Module({
  providers: [MemberDataRepository],
  exports: [MemberDataRepository],
})
export class PrivacyModule {}
