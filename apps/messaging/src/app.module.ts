import { type ServiceDefinition, UserSummariesModule } from '@stave/platform';
import { BlocksModule } from './blocks/blocks.module';
import { MessagingEnvSchema } from './config';
import { ConnectionsModule } from './connections/connections.module';
import { ConversationsModule } from './conversations/conversations.module';
import { migrations } from './migrations/index';
import { RealtimeModule } from './realtime/realtime.module';

export const messagingService: ServiceDefinition<typeof MessagingEnvSchema> = {
  name: 'messaging',
  envSchema: MessagingEnvSchema,
  entities: [],
  migrations,
  modules: () => [UserSummariesModule, ConnectionsModule, BlocksModule, ConversationsModule, RealtimeModule],
};
