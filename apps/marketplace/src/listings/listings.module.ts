import { Module } from '@nestjs/common';
import { TeamsProjectionModule } from '@stave/domain';
import { CategoriesModule } from '../categories/categories.module';
import { SavedRepository } from '../trust/saved.repository';
import { SerialKey } from '../trust/serial-key';
import { StolenRepository } from '../trust/stolen.repository';
import { StolenReviews } from '../trust/stolen-reviews';
import { SweepExpiryJob } from './jobs/sweep-expiry.job';
import { ListingsController } from './listings.controller';
import { PhotoFiles } from './photo-files';
import { PhotosController } from './photos.controller';
import { PhotosRepository } from './photos.repository';
import { PhotosService } from './photos.service';
import { ListingsRepository } from './listings.repository';
import { ListingsService } from './listings.service';

@Module({
  imports: [CategoriesModule, TeamsProjectionModule],
  controllers: [ListingsController, PhotosController],
  providers: [
    ListingsService,
    ListingsRepository,
    PhotosService,
    PhotosRepository,
    PhotoFiles,
    SweepExpiryJob,
    SavedRepository,
    StolenRepository,
    StolenReviews,
    SerialKey,
  ],
  exports: [ListingsService, ListingsRepository, SavedRepository, StolenRepository, StolenReviews, SerialKey],
})
export class ListingsModule {}
