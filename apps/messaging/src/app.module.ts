import { type ServiceDefinition, UserSummariesModule } from '@stave/platform';
import { MessagingEnvSchema } from './config';
import { ConversationsModule } from './conversations/conversations.module';
import { migrations } from './migrations/index';

export const messagingService: ServiceDefinition<typeof MessagingEnvSchema> = {
  name: 'messaging',
  envSchema: MessagingEnvSchema,
  entities: [],
  migrations,
  modules: () => [UserSummariesModule, ConversationsModule],
};
