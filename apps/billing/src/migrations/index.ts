import { UserSummaries1700000000100 } from '@stave/domain';
import { PayoutAccounts1737400000300 } from '../payouts/payouts.migration';
import { BillingAccounts1734100000000 } from '../subscriptions/billing.migration';
import { Invoices1737400000800 } from '../invoices/invoices.migration';

// Timestamped and never edited once landed; new ones are appended.
export const migrations = [UserSummaries1700000000100, BillingAccounts1734100000000, PayoutAccounts1737400000300, Invoices1737400000800];
