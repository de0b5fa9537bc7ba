import type { ReactNode } from 'react';
import { bookingFrames } from '@/features/bookings';
import { fetchRealtimeTicket, messageFrames } from '@/features/messages';
import { notificationFrames } from '@/features/notifications';
import { RealtimeProvider, type RealtimeFeature } from '@/features/realtime';

// The features that take the live socket's frames, each into its own caches (docs/web.md#feature-boundaries).
const FRAME_HANDLERS: readonly RealtimeFeature[] = [messageFrames, notificationFrames, bookingFrames];

// The live socket as the app runs it: tickets from the messaging service, frames to the features registered above.
export function AppRealtimeProvider({ children }: { children: ReactNode }) {
  return (
    <RealtimeProvider ticket={fetchRealtimeTicket} features={FRAME_HANDLERS}>
      {children}
    </RealtimeProvider>
  );
}
