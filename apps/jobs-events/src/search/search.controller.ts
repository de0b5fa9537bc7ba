import { Controller, Query } from '@nestjs/common';
import { SEARCH, type SearchSection, type SearchSectionQuery } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { SearchService } from './search.service';

@Controller()
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Route(SEARCH.sections.jobs)
  jobs(@CurrentUser() user: AuthUser, @Query() query: SearchSectionQuery): Promise<SearchSection> {
    return this.search.searchJobs(user.id, query);
  }

  @Route(SEARCH.sections.events)
  events(@CurrentUser() user: AuthUser, @Query() query: SearchSectionQuery): Promise<SearchSection> {
    return this.search.searchEvents(user.id, query);
  }

  @Route(SEARCH.sections.collaborations)
  collaborations(@CurrentUser() user: AuthUser, @Query() query: SearchSectionQuery): Promise<SearchSection> {
    return this.search.searchCollaborations(user.id, query);
  }
}
