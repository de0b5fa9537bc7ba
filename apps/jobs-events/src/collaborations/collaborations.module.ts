import { Module } from '@nestjs/common';
import { TeamsProjectionModule } from '@stave/domain';
import { UploadsModule } from '../uploads/uploads.module';
import { CollaborationsController } from './collaborations.controller';
import { CollaborationsRepository } from './collaborations.repository';
import { CollaborationsService } from './collaborations.service';

@Module({
  imports: [UploadsModule, TeamsProjectionModule],
  controllers: [CollaborationsController],
  exports: [CollaborationsService],
  providers: [CollaborationsService, CollaborationsRepository],
})
export class CollaborationsModule {}
