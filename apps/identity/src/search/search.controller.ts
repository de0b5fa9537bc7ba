import { Controller, Query } from '@nestjs/common';
import { SEARCH, type SearchSection, type SearchSectionQuery } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { PeopleSearchService } from './people-search.service';

@Controller()
export class SearchController {
  constructor(private readonly people: PeopleSearchService) {}

  @Route(SEARCH.sections.people)
  search(@CurrentUser() user: AuthUser, @Query() query: SearchSectionQuery): Promise<SearchSection> {
    return this.people.search(user.id, query);
  }
}
