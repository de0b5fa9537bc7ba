import { Controller, Get, Query } from '@nestjs/common';
import { SearchSectionQuerySchema, type SearchSection, type SearchSectionQuery } from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { SearchService } from './search.service';

@Controller('api/search')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get('gear')
  gear(@CurrentUser() user: AuthUser, @Query(new ZodPipe(SearchSectionQuerySchema)) query: SearchSectionQuery): Promise<SearchSection> {
    return this.search.searchGear(user.id, query);
  }
}
