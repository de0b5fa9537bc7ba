import multipart from '@fastify/multipart';
import { LISTING_PHOTO_MAX_BYTES, LISTING_PHOTOS_MAX } from '@stave/contracts';
import { type ServiceDefinition } from '@stave/platform';
import { BlocksProjectionModule, MemberDataModule, UserSummariesModule, TeamsProjectionModule } from '@stave/domain';
import { CategoriesModule } from './categories/categories.module';
import { InsightsModule } from './insights/insights.module';
import { MarketplaceEnvSchema } from './config';
import { ListingsModule } from './listings/listings.module';
import { StorefrontsModule } from './storefronts/storefronts.module';
import { TrustModule } from './trust/trust.module';
import { migrations } from './migrations/index';
import { MarketplaceMemberData } from './privacy/marketplace-member-data';
import { PrivacyModule } from './privacy/privacy.module';
import { SearchModule } from './search/search.module';

export const marketplaceService: ServiceDefinition<typeof MarketplaceEnvSchema> = {
  name: 'marketplace',
  envSchema: MarketplaceEnvSchema,
  entities: [],
  migrations,
  modules: () => [
    UserSummariesModule,
    BlocksProjectionModule,
    // Who may list or manage as a business (identity's team events; docs/teams.md).
    TeamsProjectionModule,
    CategoriesModule,
    ListingsModule,
    TrustModule,
    StorefrontsModule,
    SearchModule,
    // This service's part of the Business members' industry insight reports (docs/insights.md).
    InsightsModule,
    // A member's export and erasure (docs/marketplace.md § Data rights).
    MemberDataModule.register({ imports: [PrivacyModule], data: MarketplaceMemberData }),
  ],
  // Five 5 MB photos over a 3 Mbit/s uplink take over a minute.
  requestTimeoutMs: 120_000,
  configure: async (app) => {
    // The photo upload reads its parts itself (platform readFiles); these are the outer bounds (one
    // part past the allowance is read as far as its header, to answer "too many").
    await app.register(multipart, { limits: { fileSize: LISTING_PHOTO_MAX_BYTES, files: LISTING_PHOTOS_MAX + 1, fields: 10, parts: LISTING_PHOTOS_MAX + 11 } });
  },
};
