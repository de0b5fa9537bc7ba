import { Module } from '@nestjs/common';
import { FollowsModule } from '../follows/follows.module';
import { ConnectionsController } from './connections.controller';
import { ConnectionsRepository } from './connections.repository';
import { ConnectionsService } from './connections.service';
import { RecommendationsRepository } from './recommendations.repository';

// Connection requests, connections (which make the two follow each other), network stats and
// recommendations.
@Module({
  imports: [FollowsModule],
  controllers: [ConnectionsController],
  providers: [ConnectionsService, ConnectionsRepository, RecommendationsRepository],
  exports: [ConnectionsService],
})
export class ConnectionsModule {}
