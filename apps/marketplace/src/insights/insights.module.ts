import { Module } from '@nestjs/common';
import { INSIGHTS_FIGURES, InsightSnapshotsModule, InsightsSlice } from '@stave/domain';
import { InsightsController } from './insights.controller';
import { InsightsRepository } from './insights.repository';
import { InsightsService } from './insights.service';
import { SnapshotInsightsJob } from './jobs/snapshot-insights.job';

// Industry insight reports, this service's part (docs/insights.md).
@Module({
  imports: [InsightSnapshotsModule],
  controllers: [InsightsController],
  providers: [InsightsSlice, { provide: INSIGHTS_FIGURES, useExisting: InsightsService }, InsightsService, InsightsRepository, SnapshotInsightsJob],
})
export class InsightsModule {}
