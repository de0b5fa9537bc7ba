import { type ServiceDefinition } from '@stave/platform';
import { MemberDataModule, UserSummariesModule } from '@stave/domain';
import { BillingEnvSchema } from './config';
import { InvoicesModule } from './invoices/invoices.module';
import { migrations } from './migrations/index';
import { BillingMemberData } from './subscriptions/billing-member-data';
import { BookingPaymentsModule } from './booking-payments/booking-payments.module';
import { PayoutsModule } from './payouts/payouts.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { WebhooksModule } from './webhooks/webhooks.module';

export const billingService: ServiceDefinition<typeof BillingEnvSchema> = {
  name: 'billing',
  envSchema: BillingEnvSchema,
  entities: [],
  migrations,
  modules: () => [
    UserSummariesModule,
    SubscriptionsModule,
    // Members' payouts accounts (Stripe Connect) for bookings paid through Stave (docs/bookings.md § Money).
    PayoutsModule,
    // Bookings' deposits, balances, refunds and disputes through Stripe Connect (docs/bookings.md § Money).
    BookingPaymentsModule,
    // Invoices for bookings paid through Stave, and members' invoice details (docs/bookings.md § Invoices and tax years).
    InvoicesModule,
    WebhooksModule,
    MemberDataModule.register({ imports: [SubscriptionsModule, PayoutsModule, InvoicesModule, BookingPaymentsModule], data: BillingMemberData }),
  ],
  // Stripe signs the bytes it sends: the webhook checks them (webhooks/webhook.controller.ts).
  rawBody: true,
};
