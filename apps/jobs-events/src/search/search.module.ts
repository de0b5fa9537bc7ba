import { Module } from '@nestjs/common';
import { CollaborationsModule } from '../collaborations/collaborations.module';
import { EventsModule } from '../events/events.module';
import { JobsModule } from '../jobs/jobs.module';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

// The jobs, events and collaborations sections of the global search (the gateway composes the sections).
@Module({
  imports: [JobsModule, EventsModule, CollaborationsModule],
  controllers: [SearchController],
  providers: [SearchService],
})
export class SearchModule {}
