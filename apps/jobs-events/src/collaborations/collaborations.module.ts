import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { CollaborationsController } from './collaborations.controller';
import { CollaborationsRepository } from './collaborations.repository';
import { CollaborationsService } from './collaborations.service';

@Module({
  imports: [UploadsModule],
  controllers: [CollaborationsController],
  exports: [CollaborationsService],
  providers: [CollaborationsService, CollaborationsRepository],
})
export class CollaborationsModule {}
