import { Module } from '@nestjs/common';
import { ConnectionsModule } from '../connections/connections.module';
import { MatchingController } from './matching.controller';
import { MatchingRepository } from './matching.repository';
import { MatchingService } from './matching.service';

// AI Matching: preferences, scored suggestions, contact and decline.
@Module({
  imports: [ConnectionsModule],
  controllers: [MatchingController],
  providers: [MatchingRepository, MatchingService],
})
export class MatchingModule {}
