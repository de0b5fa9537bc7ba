import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { ReferralsController } from './referrals.controller';
import { ReferralsRepository } from './referrals.repository';
import { ReferralsService } from './referrals.service';

@Module({
  imports: [UsersModule],
  controllers: [ReferralsController],
  providers: [ReferralsRepository, ReferralsService],
})
export class ReferralsModule {}
