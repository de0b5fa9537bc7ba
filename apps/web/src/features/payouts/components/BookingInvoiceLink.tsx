import { useBookingInvoiceQuery } from '../api/invoices.queries';
import { DownloadInvoiceButton } from './DownloadInvoiceButton';

// On a booking's page (placed there by app/): its invoice's PDF once the booking's money is settled, nothing before
// (or while it loads, or when it could not be read: the invoice is also under Settings › Payouts).
export function BookingInvoiceLink({ bookingId }: { bookingId: number }) {
  const { data: invoice } = useBookingInvoiceQuery(bookingId);
  if (!invoice) return null;
  return (
    <DownloadInvoiceButton invoice={invoice} data-testid="booking-invoice-link">
      Download invoice {invoice.number}
    </DownloadInvoiceButton>
  );
}
