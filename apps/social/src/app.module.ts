import multipart from '@fastify/multipart';
import { POST_MEDIA_MAX_BYTES } from '@stave/contracts';
import { type ServiceDefinition } from '@stave/platform';
import { MemberDataModule, UserSummariesModule } from '@stave/domain';
import { SocialEnvSchema } from './config';
import { migrations } from './migrations/index';
import { AchievementsModule } from './achievements/achievements.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { BlocksModule } from './blocks/blocks.module';
import { BoostsModule } from './boosts/boosts.module';
import { MatchingModule } from './matching/matching.module';
import { ConnectionsModule } from './connections/connections.module';
import { EngagementModule } from './engagement/engagement.module';
import { FeedModule } from './feed/feed.module';
import { FollowsModule } from './follows/follows.module';
import { ForumModule } from './forum/forum.module';
import { MutesModule } from './mutes/mutes.module';
import { MediaModule } from './media/media.module';
import { NotificationsModule } from './notifications/notifications.module';
import { ModerationModule } from './moderation/moderation.module';
import { PostsModule } from './posts/posts.module';
import { PrivacyModule } from './privacy/privacy.module';
import { SocialMemberData } from './privacy/social-member-data';
import { SearchModule } from './search/search.module';

export const socialService: ServiceDefinition<typeof SocialEnvSchema> = {
  name: 'social',
  envSchema: SocialEnvSchema,
  entities: [],
  migrations,
  modules: () => [
    UserSummariesModule,
    PostsModule,
    FeedModule,
    MediaModule,
    EngagementModule,
    FollowsModule,
    MutesModule,
    ConnectionsModule,
    BlocksModule,
    NotificationsModule,
    AchievementsModule,
    AnalyticsModule,
    BoostsModule,
    MatchingModule,
    SearchModule,
    ForumModule,
    ModerationModule,
    MemberDataModule.register({ imports: [PrivacyModule], data: SocialMemberData }),
  ],
  // A 50 MB video over a 3 Mbit/s uplink takes over two minutes.
  requestTimeoutMs: 180_000,
  configure: async (app) => {
    // POST /api/posts/media reads its one part itself (platform readSingleFile); these are the outer bounds.
    await app.register(multipart, { limits: { fileSize: POST_MEDIA_MAX_BYTES.video, files: 1, fields: 10, parts: 20, fieldSize: 1024 } });
  },
};
