import { Controller, Get, Query } from '@nestjs/common';
import { SearchSectionQuerySchema, type SearchSection, type SearchSectionQuery } from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { PeopleSearchService } from './people-search.service';

@Controller('api/search')
export class SearchController {
  constructor(private readonly people: PeopleSearchService) {}

  @Get('people')
  search(@CurrentUser() user: AuthUser, @Query(new ZodPipe(SearchSectionQuerySchema)) query: SearchSectionQuery): Promise<SearchSection> {
    return this.people.search(user.id, query);
  }
}
