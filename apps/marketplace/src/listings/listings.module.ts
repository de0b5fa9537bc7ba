import { Module } from '@nestjs/common';
import { TeamsProjectionModule } from '@stave/domain';
import { CategoriesModule } from '../categories/categories.module';
import { SweepExpiryJob } from './jobs/sweep-expiry.job';
import { ListingsController } from './listings.controller';
import { PhotoFiles } from './photo-files';
import { PhotosController } from './photos.controller';
import { PhotosRepository } from './photos.repository';
import { PhotosService } from './photos.service';
import { ListingsRepository } from './listings.repository';
import { ListingsService } from './listings.service';

// ListingsService also asks trust (ListingTrust), which TrustModule provides to every module: listings never imports
// trust, and trust asks ListingsService for every change to a listing.
@Module({
  imports: [CategoriesModule, TeamsProjectionModule],
  controllers: [ListingsController, PhotosController],
  providers: [ListingsService, ListingsRepository, PhotosService, PhotosRepository, PhotoFiles, SweepExpiryJob],
  exports: [ListingsService],
})
export class ListingsModule {}
