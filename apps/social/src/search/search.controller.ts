import { Controller, Query } from '@nestjs/common';
import { SEARCH, type SearchSection, type SearchSectionQuery } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { PostSearchService } from './post-search.service';

@Controller()
export class SearchController {
  constructor(private readonly posts: PostSearchService) {}

  @Route(SEARCH.sections.posts)
  search(@CurrentUser() user: AuthUser, @Query() query: SearchSectionQuery): Promise<SearchSection> {
    return this.posts.search(user.id, query);
  }
}
