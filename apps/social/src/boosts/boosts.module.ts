import { Module } from '@nestjs/common';
import { BoostsController } from './boosts.controller';
import { BoostsRepository } from './boosts.repository';
import { BoostsService } from './boosts.service';
import { BoostEngagementConsumer } from './consumers/boost-engagement.consumer';
import { ExpireBoostsJob } from './jobs/expire-boosts.job';

// Boosted Posts: boosts and their quota.
@Module({
  controllers: [BoostsController],
  providers: [BoostsRepository, BoostsService, BoostEngagementConsumer, ExpireBoostsJob],
  exports: [BoostsService],
})
export class BoostsModule {}
