import { Controller, Get, Query } from '@nestjs/common';
import { SearchSectionQuerySchema, type SearchSection, type SearchSectionQuery } from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { SearchService } from './search.service';

const SectionQuery = new ZodPipe(SearchSectionQuerySchema);

@Controller('api/search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get('jobs')
  jobs(@CurrentUser() user: AuthUser, @Query(SectionQuery) query: SearchSectionQuery): Promise<SearchSection> {
    return this.search.searchJobs(user.id, query);
  }

  @Get('events')
  events(@CurrentUser() user: AuthUser, @Query(SectionQuery) query: SearchSectionQuery): Promise<SearchSection> {
    return this.search.searchEvents(user.id, query);
  }

  @Get('collaborations')
  collaborations(@CurrentUser() user: AuthUser, @Query(SectionQuery) query: SearchSectionQuery): Promise<SearchSection> {
    return this.search.searchCollaborations(user.id, query);
  }
}
