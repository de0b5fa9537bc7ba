import multipart from '@fastify/multipart';
import { LISTING_PHOTO_MAX_BYTES, LISTING_PHOTOS_MAX } from '@stave/contracts';
import { BlocksProjectionModule, type ServiceDefinition, UserSummariesModule } from '@stave/platform';
import { CategoriesModule } from './categories/categories.module';
import { MarketplaceEnvSchema } from './config';
import { ListingsModule } from './listings/listings.module';
import { StorefrontsModule } from './storefronts/storefronts.module';
import { TrustModule } from './trust/trust.module';
import { migrations } from './migrations/index';
import { SearchModule } from './search/search.module';

export const marketplaceService: ServiceDefinition<typeof MarketplaceEnvSchema> = {
  name: 'marketplace',
  envSchema: MarketplaceEnvSchema,
  entities: [],
  migrations,
  modules: () => [UserSummariesModule, BlocksProjectionModule, CategoriesModule, ListingsModule, TrustModule, StorefrontsModule, SearchModule],
  // Five 5 MB photos over a 3 Mbit/s uplink take over a minute.
  requestTimeoutMs: 120_000,
  configure: async (app) => {
    // The photo upload reads its parts itself (platform readFiles); these are the outer bounds (one
    // part past the allowance is read as far as its header, to answer "too many").
    await app.register(multipart, { limits: { fileSize: LISTING_PHOTO_MAX_BYTES, files: LISTING_PHOTOS_MAX + 1, fields: 10, parts: LISTING_PHOTOS_MAX + 11 } });
  },
};
