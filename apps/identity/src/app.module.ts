import multipart from '@fastify/multipart';
import { type ServiceDefinition } from '@stave/platform';
import { BlocksProjectionModule } from '@stave/domain';
import { PROFILE_IMAGE_MAX_BYTES } from '@stave/contracts';
import { AdvertisingModule } from './advertising/advertising.module';
import { AuthModule } from './auth/auth.module';
import { SessionsModule } from './sessions/sessions.module';
import { TwoFactorModule } from './two-factor/two-factor.module';
import { IdentityEnvSchema } from './config';
import { KeysModule } from './keys/keys.module';
import { migrations } from './migrations/index';
import { ProfileItemsModule } from './profile-items/profile-items.module';
import { ReferralsModule } from './referrals/referrals.module';
import { ModerationModule } from './moderation/moderation.module';
import { PrivacyModule } from './privacy/privacy.module';
import { SearchModule } from './search/search.module';
import { SupportModule } from './support/support.module';
import { TeamsModule } from './teams/teams.module';
import { UsersModule } from './users/users.module';

// The erasure's recurring job, for tests that run it at once rather than wait for its schedule.
export { ERASE_DUE_ACCOUNTS } from './privacy/jobs/erase-due-accounts.job';

export const identityService: ServiceDefinition<typeof IdentityEnvSchema> = {
  name: 'identity',
  envSchema: IdentityEnvSchema,
  entities: [],
  migrations,
  // BlocksProjectionModule: who has blocked whom (messaging's events), which profiles and searches leave out.
  modules: () => [
    BlocksProjectionModule,
    KeysModule,
    SessionsModule,
    UsersModule,
    TwoFactorModule,
    AuthModule,
    ReferralsModule,
    ProfileItemsModule,
    SearchModule,
    ModerationModule,
    PrivacyModule,
    AdvertisingModule,
    SupportModule,
    TeamsModule,
  ],
  configure: async (app) => {
    // Upload routes read parts themselves (uploads/multipart.ts); these are the outer bounds.
    await app.register(multipart, { limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 20, fieldSize: 1024 } });
  },
};
