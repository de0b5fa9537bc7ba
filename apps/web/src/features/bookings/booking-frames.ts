import type { RealtimeFeature } from '@/features/realtime';
import { bookingKeys } from './api/bookings.keys';

// A bell line may be a booking's move (social's 'booking' lines; the frame does not carry the subtype), so any new
// notification reads an open Bookings or booking page again: cheap, and nothing is fetched for a page not shown.
export const bookingFrames: RealtimeFeature = (queryClient) => ({
  frames: {
    'notification.created': () => void queryClient.invalidateQueries({ queryKey: bookingKeys.root }),
  },
  resync: () => void queryClient.invalidateQueries({ queryKey: bookingKeys.root }),
});
