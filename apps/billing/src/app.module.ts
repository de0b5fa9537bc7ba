import { type ServiceDefinition } from '@stave/platform';
import { MemberDataModule, UserSummariesModule } from '@stave/domain';
import { BillingEnvSchema } from './config';
import { migrations } from './migrations/index';
import { BillingMemberData } from './subscriptions/billing-member-data';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';

export const billingService: ServiceDefinition<typeof BillingEnvSchema> = {
  name: 'billing',
  envSchema: BillingEnvSchema,
  entities: [],
  migrations,
  modules: () => [UserSummariesModule, SubscriptionsModule, MemberDataModule.register({ imports: [SubscriptionsModule], data: BillingMemberData })],
  // Stripe signs the bytes it sends: the webhook checks them (subscriptions/webhook.controller.ts).
  rawBody: true,
};
