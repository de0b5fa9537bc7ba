import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { PeopleSearchRepository } from './people-search.repository';
import { PeopleSearchService } from './people-search.service';
import { SearchController } from './search.controller';

// The people section of the global search (the gateway composes the sections).
@Module({
  imports: [UsersModule],
  controllers: [SearchController],
  providers: [PeopleSearchRepository, PeopleSearchService],
})
export class SearchModule {}
