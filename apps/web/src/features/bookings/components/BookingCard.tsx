import type { BookingView } from '@stave/contracts';
import { CalendarClock, MapPin, PoundSterling, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { bookingHref, type ActingFor } from '../acting-for';
import { feeText, otherParty, whenText } from '../booking-format';
import { BookingStatusBadge } from './BookingStatusBadge';

// One line of the card: its icon, named for screen readers, and the value.
function Fact({ icon: Icon, label, className, wide, children }: { icon: LucideIcon; label: string; className?: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 items-start gap-2', wide && 'sm:col-span-2')}>
      <dt>
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

// One booking in a list: the role (its link, acting for the business when the list is its), when, where, the fee and
// the other side, with its status.
export function BookingCard({ booking, actingFor = null }: { booking: BookingView; actingFor?: ActingFor }) {
  const other = otherParty(booking);
  return (
    <Card className="relative grid gap-3 p-4 transition-colors hover:border-brand/40 sm:p-5" data-testid="booking-card">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base leading-snug font-semibold">
          <Link to={bookingHref(booking.id, actingFor)} className="after:absolute after:inset-0 after:rounded-xl hover:underline">
            {booking.role}
          </Link>
        </h2>
        <BookingStatusBadge status={booking.status} />
      </div>
      <dl className="grid gap-1.5 text-sm text-muted-foreground sm:grid-cols-2">
        <Fact icon={CalendarClock} label="When" className="font-medium text-foreground">
          {whenText(booking)}
        </Fact>
        <Fact icon={PoundSterling} label="Fee">
          {feeText(booking.fee)}
        </Fact>
        <Fact icon={MapPin} label="Where" className="min-w-0 break-words" wide>
          {`${booking.venue.name}, ${booking.venue.postcode}`}
        </Fact>
      </dl>
      <div className="flex items-center gap-2 border-t pt-3 text-sm">
        <UserAvatar username={other.name} profileImage={other.profileImage} className="size-7 text-[11px] ring-0" decorative />
        <span className="text-muted-foreground">{booking.viewerSide === 'hirer' ? 'Musician' : 'Hirer'}</span>
        <span className="min-w-0 truncate font-medium">{other.name}</span>
      </div>
    </Card>
  );
}
