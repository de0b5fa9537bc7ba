// The 'Offer a booking' dialog, loaded with import() when a member asks for it (docs/web.md#feature-boundaries), so the
// form and its schema stay out of the profile's and the job board's first paint.
export { OfferBookingDialog, type OfferBookingDialogProps } from '@/features/bookings/components/OfferBookingDialog';
