import { Module } from '@nestjs/common';
import { SweepUnattachedMediaJob } from './jobs/sweep-unattached-media.job';
import { PostMediaController } from './post-media.controller';
import { PostMediaRepository } from './post-media.repository';
import { PostMediaService } from './post-media.service';

// A post's image, audio or video: uploaded first, held by the post that takes it, swept when none does.
@Module({
  controllers: [PostMediaController],
  providers: [PostMediaService, PostMediaRepository, SweepUnattachedMediaJob],
  exports: [PostMediaService],
})
export class MediaModule {}
