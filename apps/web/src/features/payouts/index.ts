// Payouts: the member's Stripe Connect account for bookings paid through Stave (docs/bookings.md § Money), and their
// invoices (§ Invoices and tax years). The page is the app's route (app/lazy-pages.ts); others link to it.
export { payoutKeys } from '@/features/payouts/api/payouts.queries';
export { invoiceKeys } from '@/features/payouts/api/invoices.queries';
// A booking's invoice on its page (composed by app/): "Download invoice <number>" once there is one.
export { BookingInvoiceLink } from '@/features/payouts/components/BookingInvoiceLink';
