import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ServerFrame } from '@stave/contracts';
import { useAuth } from '@/features/auth';
import { apiUrl } from '@/lib/api-client';
import { AUTH_EVENTS } from '@/lib/auth-events';
import type { FrameHandlers, RealtimeFeature } from './frame-handlers';
import { RealtimeContext, type RealtimeContextValue } from './RealtimeContext';
import { RealtimeClient, SocketUnavailableError, type RealtimeStatus } from './realtime-client';

const socketUrl = (ticket: string) => `${apiUrl('/ws').replace(/^http/, 'ws')}?ticket=${encodeURIComponent(ticket)}`;

interface RealtimeProviderProps {
  // A single-use ticket for the next connection.
  ticket: () => Promise<string>;
  // The features that take the socket's frames, each into its own caches (app/realtime.tsx lists them; a stable list,
  // as a new one starts a new connection).
  features: readonly RealtimeFeature[];
  children: ReactNode;
}

// The socket of a signed-in tab. What its frames change is the features' own business: each registers its handlers
// (docs/web.md#feature-boundaries). Pages read the same queries as without it; they only stop polling.
export function RealtimeProvider({ ticket, features, children }: RealtimeProviderProps) {
  const { status: authStatus } = useAuth();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<RealtimeStatus>('idle');
  const client = useRef<RealtimeClient | null>(null);

  useEffect(() => {
    if (authStatus !== 'signedIn') return;
    const handlers: FrameHandlers[] = features.map((feature) => feature(queryClient));
    const apply = (frame: ServerFrame) => {
      if (frame.type === 'ready') {
        for (const handler of handlers) void handler.resync?.();
        return;
      }
      for (const handler of handlers) (handler.frames?.[frame.type] as ((frame: ServerFrame) => void) | undefined)?.(frame);
    };
    const realtime = new RealtimeClient({
      ticket,
      url: socketUrl,
      onFrame: apply,
      onStatus: setStatus,
    });
    client.current = realtime;
    realtime.start();
    const letGo = () => realtime.stop();
    window.addEventListener(AUTH_EVENTS.signingOut, letGo);
    return () => {
      window.removeEventListener(AUTH_EVENTS.signingOut, letGo);
      realtime.stop();
      client.current = null;
      for (const handler of handlers) handler.stop?.();
    };
  }, [authStatus, queryClient, ticket, features]);

  const value = useMemo<RealtimeContextValue>(
    () => ({
      status,
      send: (frame) => client.current?.send(frame),
      sendMessage: (conversationId, content) => client.current?.sendMessage(conversationId, content) ?? Promise.reject(new SocketUnavailableError()),
    }),
    [status],
  );
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}
