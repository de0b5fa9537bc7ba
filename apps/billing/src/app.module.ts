import { type ServiceDefinition, UserSummariesModule } from '@stave/platform';
import { BillingEnvSchema } from './config';
import { migrations } from './migrations/index';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';

export const billingService: ServiceDefinition<typeof BillingEnvSchema> = {
  name: 'billing',
  envSchema: BillingEnvSchema,
  entities: [],
  migrations,
  modules: () => [UserSummariesModule, SubscriptionsModule],
  // Stripe signs the bytes it sends: the webhook checks them (subscriptions/webhook.controller.ts).
  rawBody: true,
};
