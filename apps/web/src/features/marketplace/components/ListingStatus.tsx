import type { ListingView } from '@stave/contracts';
import { CalendarClock, ShieldAlert } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { formatDayMonthYear } from '@/lib/format';
import { STATUS_LABELS, hiddenNotice } from '../listing-format';

// On the seller's own card: the state (Sold, Expired, Hidden, Removed) or, for sale, until when.
export function ListingStatusLine({ listing }: { listing: ListingView }) {
  if (listing.status === 'active') {
    return listing.expiresAt ? (
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground" data-testid="listing-expires">
        <CalendarClock className="size-3.5" aria-hidden="true" />
        For sale until {formatDayMonthYear(listing.expiresAt)}
      </p>
    ) : null;
  }
  return (
    <Badge variant={listing.status === 'sold' ? 'secondary' : 'outline'} data-testid="listing-status">
      {STATUS_LABELS[listing.status]}
    </Badge>
  );
}

// Why nobody else sees this listing (the seller only).
export function HiddenNotice({ listing }: { listing: ListingView }) {
  const text = hiddenNotice(listing);
  if (!text) return null;
  return (
    <Alert variant="destructive" role="status" data-testid="hidden-notice">
      <ShieldAlert aria-hidden="true" />
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  );
}
