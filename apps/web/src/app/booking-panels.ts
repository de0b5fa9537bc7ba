import { lazy } from 'react';
import type { BookingPanels } from '@/features/bookings/public-booking-panels';

// What the booking page shows from other features, handed to it here so that bookings never reach into payouts
// (docs/web.md#feature-boundaries): the invoice's download, loaded with the payment section.
export const BOOKING_PANELS: BookingPanels = {
  InvoiceLink: lazy(() => import('@/features/payouts').then((m) => ({ default: m.BookingInvoiceLink }))),
};
