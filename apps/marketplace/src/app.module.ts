import { type ServiceDefinition, UserSummariesModule } from '@stave/platform';
import { CategoriesModule } from './categories/categories.module';
import { MarketplaceEnvSchema } from './config';
import { ListingsModule } from './listings/listings.module';
import { migrations } from './migrations/index';

export const marketplaceService: ServiceDefinition<typeof MarketplaceEnvSchema> = {
  name: 'marketplace',
  envSchema: MarketplaceEnvSchema,
  entities: [],
  migrations,
  modules: () => [UserSummariesModule, CategoriesModule, ListingsModule],
};
