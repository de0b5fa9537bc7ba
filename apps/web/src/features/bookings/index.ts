// Bookings (docs/bookings.md § Screens): what other features and the app use. Light on purpose: the button loads the
// offer dialog (./public-offer-dialog) on its first click; the pages are the app's routes.
export { OfferBookingButton } from '@/features/bookings/components/OfferBookingButton';
export { bookingFrames } from '@/features/bookings/booking-frames';
