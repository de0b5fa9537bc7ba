import { Controller, Query } from '@nestjs/common';
import { SEARCH, type SearchSection, type SearchSectionQuery } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { SearchService } from './search.service';

@Controller()
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Route(SEARCH.sections.gear)
  gear(@CurrentUser() user: AuthUser, @Query() query: SearchSectionQuery): Promise<SearchSection> {
    return this.search.searchGear(user.id, query);
  }
}
