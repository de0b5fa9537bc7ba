import { Module } from '@nestjs/common';
import { ExpireJobsJob } from './jobs/expire-jobs.job';
import { JobsController } from './jobs.controller';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';

@Module({
  controllers: [JobsController],
  exports: [JobsService],
  providers: [JobsService, JobsRepository, ExpireJobsJob],
})
export class JobsModule {}
