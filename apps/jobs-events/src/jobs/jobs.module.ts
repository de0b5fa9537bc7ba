import { Module } from '@nestjs/common';
import { TeamsProjectionModule } from '@stave/domain';
import { ExpireJobsJob } from './jobs/expire-jobs.job';
import { JobsController } from './jobs.controller';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';

@Module({
  // The team projection: a member posting or managing jobs as a business (docs/teams.md).
  imports: [TeamsProjectionModule],
  controllers: [JobsController],
  exports: [JobsService],
  providers: [JobsService, JobsRepository, ExpireJobsJob],
})
export class JobsModule {}
