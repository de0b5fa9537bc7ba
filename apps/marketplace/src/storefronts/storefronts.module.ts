import { Module } from '@nestjs/common';
import { StorefrontImages } from './storefront-images';
import { StorefrontsController } from './storefronts.controller';
import { StorefrontsRepository } from './storefronts.repository';
import { StorefrontsService } from './storefronts.service';
import { VerificationsController } from './verifications.controller';

@Module({
  controllers: [StorefrontsController, VerificationsController],
  providers: [StorefrontsService, StorefrontsRepository, StorefrontImages],
  exports: [StorefrontImages],
})
export class StorefrontsModule {}
