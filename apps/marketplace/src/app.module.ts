import { type ServiceDefinition, UserSummariesModule } from '@stave/platform';
import { MarketplaceEnvSchema } from './config';
import { migrations } from './migrations/index';

export const marketplaceService: ServiceDefinition<typeof MarketplaceEnvSchema> = {
  name: 'marketplace',
  envSchema: MarketplaceEnvSchema,
  entities: [],
  migrations,
  modules: () => [UserSummariesModule],
};
