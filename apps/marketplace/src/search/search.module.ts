import { Module } from '@nestjs/common';
import { ListingsModule } from '../listings/listings.module';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

// The gear section of the global search (the gateway composes the sections).
@Module({ imports: [ListingsModule], controllers: [SearchController], providers: [SearchService] })
export class SearchModule {}
