import { Module } from '@nestjs/common';
import { PostSearchRepository } from './post-search.repository';
import { PostSearchService } from './post-search.service';
import { SearchController } from './search.controller';

// The posts section of the global search (the gateway composes the sections).
@Module({ controllers: [SearchController], providers: [PostSearchRepository, PostSearchService] })
export class SearchModule {}
