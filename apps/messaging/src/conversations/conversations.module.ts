import { Module } from '@nestjs/common';
import { TeamsProjectionModule } from '@stave/domain';
import { BlocksModule } from '../blocks/blocks.module';
import { ConnectionsModule } from '../connections/connections.module';
import { PreferencesModule } from '../preferences/preferences.module';
import { HubModule } from '../hub/hub.module';
import { AllowanceService } from './allowance.service';
import { ConnectionAcceptedConsumer } from './consumers/connection-accepted.consumer';
import { ConversationsController } from './conversations.controller';
import { ConversationsRepository } from './conversations.repository';
import { ConversationsService } from './conversations.service';
import { ModerationDecidedConsumer } from './consumers/moderation-decided.consumer';

@Module({
  // TeamsProjectionModule: a business's admins answer its inbox as the business.
  imports: [BlocksModule, ConnectionsModule, HubModule, PreferencesModule, TeamsProjectionModule],
  controllers: [ConversationsController],
  providers: [ConversationsService, ConversationsRepository, AllowanceService, ConnectionAcceptedConsumer, ModerationDecidedConsumer],
  exports: [ConversationsService],
})
export class ConversationsModule {}
