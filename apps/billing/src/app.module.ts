import { type ServiceDefinition, UserSummariesModule } from '@stave/platform';
import { BillingEnvSchema } from './config';
import { migrations } from './migrations/index';

export const billingService: ServiceDefinition<typeof BillingEnvSchema> = {
  name: 'billing',
  envSchema: BillingEnvSchema,
  entities: [],
  migrations,
  modules: () => [UserSummariesModule],
};
