import { Module } from '@nestjs/common';
import { ConversationsModule } from '../conversations/conversations.module';
import { NotificationCreatedConsumer } from '../hub/consumers/notification-created.consumer';
import { HubModule } from '../hub/hub.module';
import { RealtimeController } from './realtime.controller';
import { RealtimeServer } from './realtime.server';
import { TicketsService } from './tickets.service';

// /ws: tickets, the socket server on messaging's HTTP server, and the frames from other services.
@Module({
  imports: [HubModule, ConversationsModule],
  controllers: [RealtimeController],
  providers: [TicketsService, RealtimeServer, NotificationCreatedConsumer],
})
export class RealtimeModule {}
