import { Module } from '@nestjs/common';
import { ImageProcessor } from './image-processor';
import { ImageStore } from './image-store';
import { UploadsController } from './uploads.controller';

// Image checks, re-encoding and storage, shared by the profile images and the portfolio; and the
// route that serves what was stored.
@Module({
  controllers: [UploadsController],
  providers: [ImageProcessor, ImageStore],
  exports: [ImageStore],
})
export class UploadsModule {}
