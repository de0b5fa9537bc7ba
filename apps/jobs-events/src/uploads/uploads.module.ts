import { Module } from '@nestjs/common';
import { SweepUnusedUploadsJob } from './jobs/sweep-unused-uploads.job';
import { UploadsController } from './uploads.controller';
import { UploadsRepository } from './uploads.repository';
import { UploadsService } from './uploads.service';

// Event images and collaboration demos: uploaded first, taken by the event or call that names them,
// swept when none does.
@Module({
  controllers: [UploadsController],
  providers: [UploadsService, UploadsRepository, SweepUnusedUploadsJob],
  exports: [UploadsService],
})
export class UploadsModule {}
