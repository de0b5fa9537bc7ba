import { Module } from '@nestjs/common';
import { BlocksProjectionModule } from '@stave/platform';
import { ListingsModule } from '../listings/listings.module';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

// Issue 16: the gear section of the global search (the gateway composes the sections), and the blocks
// projection the marketplace's lists leave blocked members out by.
@Module({ imports: [ListingsModule, BlocksProjectionModule], controllers: [SearchController], providers: [SearchService] })
export class SearchModule {}
