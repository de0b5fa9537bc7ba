import { Module } from '@nestjs/common';
import { StorefrontsController } from './storefronts.controller';
import { StorefrontsRepository } from './storefronts.repository';

@Module({
  controllers: [StorefrontsController],
  providers: [StorefrontsRepository],
})
export class StorefrontsModule {}
