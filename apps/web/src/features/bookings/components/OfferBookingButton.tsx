import type { BookingSource } from '@stave/contracts';
import { CalendarPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

const OfferBookingDialog = lazy(() => import('@/features/bookings/public-offer-dialog').then((m) => ({ default: m.OfferBookingDialog })));

type OfferBookingButtonProps = {
  musician: { id: number; name: string };
  source?: BookingSource;
  // Whose job or call the source is: the business acted for (null: the member's own; see OfferBookingDialog).
  actingFor?: number | null;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
};

// 'Offer a booking' on a member's profile, beside a shortlisted applicant or a response to a collaboration call: the
// dialog loads on the first click.
export function OfferBookingButton({ musician, source, actingFor, size, variant = 'outline' }: OfferBookingButtonProps) {
  const [open, setOpen] = useState(false);
  // Each opening starts a fresh form.
  const [session, setSession] = useState(0);
  return (
    <>
      <Button
        size={size}
        variant={variant}
        onClick={() => {
          setSession((n) => n + 1);
          setOpen(true);
        }}
      >
        <CalendarPlus aria-hidden="true" />
        Offer a booking<span className="sr-only"> to {musician.name}</span>
      </Button>
      {session > 0 ? (
        <Suspense fallback={null}>
          <OfferBookingDialog key={session} musician={musician} source={source} actingFor={actingFor} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
