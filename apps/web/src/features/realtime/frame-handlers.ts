import type { QueryClient } from '@tanstack/react-query';
import type { ServerFrame } from '@stave/contracts';

export type FrameOf<T extends ServerFrame['type']> = Extract<ServerFrame, { type: T }>;

// What one feature does with the socket's frames (docs/web.md#feature-boundaries): each feature writes its own caches.
// Several features may take the same type ('unread.changed' carries the messages' and the notifications' counts).
export interface FrameHandlers {
  frames?: { [T in Exclude<ServerFrame['type'], 'ready'>]?: (frame: FrameOf<T>) => void };
  // After every (re)connection's `ready`: catch up with what arrived while the socket was down.
  resync?: () => void | Promise<void>;
  // The socket is let go (sign-out, the provider unmounts): drop what only held while it was open.
  stop?: () => void;
}

// A feature's registration, given to the RealtimeProvider by the app: called once per signed-in connection.
export type RealtimeFeature = (queryClient: QueryClient) => FrameHandlers;
