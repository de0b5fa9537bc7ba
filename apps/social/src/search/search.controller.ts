import { Controller, Get, Query } from '@nestjs/common';
import { SearchSectionQuerySchema, type SearchSection, type SearchSectionQuery } from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { PostSearchService } from './post-search.service';

@Controller('api/search')
export class SearchController {
  constructor(private readonly posts: PostSearchService) {}

  @Get('posts')
  search(@CurrentUser() user: AuthUser, @Query(new ZodPipe(SearchSectionQuerySchema)) query: SearchSectionQuery): Promise<SearchSection> {
    return this.posts.search(user.id, query);
  }
}
