import { TeamMemberships1736500000000, UserSummaries1700000000100 } from '@stave/domain';
import { BookingPayments1737400000400 } from '../booking-payments/booking-payments.migration';
import { PayoutAccounts1737400000300 } from '../payouts/payouts.migration';
import { BillingAccounts1734100000000 } from '../subscriptions/billing.migration';
import { Invoices1737400000800 } from '../invoices/invoices.migration';

// Timestamped and never edited once landed; new ones are appended.
export const migrations = [
  UserSummaries1700000000100,
  BillingAccounts1734100000000,
  TeamMemberships1736500000000,
  PayoutAccounts1737400000300,
  BookingPayments1737400000400,
  Invoices1737400000800,
];
