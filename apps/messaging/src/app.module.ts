import { type ServiceDefinition } from '@stave/platform';
import { MemberDataModule, TeamsProjectionModule, UserSummariesModule } from '@stave/domain';
import { BlocksModule } from './blocks/blocks.module';
import { MessagingEnvSchema } from './config';
import { ConnectionsModule } from './connections/connections.module';
import { ConversationsModule } from './conversations/conversations.module';
import { migrations } from './migrations/index';
import { MessagingMemberData } from './privacy/messaging-member-data';
import { PrivacyModule } from './privacy/privacy.module';
import { RealtimeModule } from './realtime/realtime.module';

export const messagingService: ServiceDefinition<typeof MessagingEnvSchema> = {
  name: 'messaging',
  envSchema: MessagingEnvSchema,
  entities: [],
  migrations,
  modules: () => [
    UserSummariesModule,
    // Who may answer a business's inbox as the business (identity's team events; docs/teams.md).
    TeamsProjectionModule,
    ConnectionsModule,
    BlocksModule,
    ConversationsModule,
    RealtimeModule,
    MemberDataModule.register({ imports: [PrivacyModule], data: MessagingMemberData }),
  ],
};
