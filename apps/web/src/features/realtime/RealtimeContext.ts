import { createContext, useContext } from 'react';
import type { ClientFrame, MessageView } from '@stave/contracts';
import { SocketUnavailableError, type RealtimeStatus } from './realtime-client';

export interface RealtimeContextValue {
  status: RealtimeStatus;
  send: (frame: ClientFrame) => void;
  // A message over the socket (RealtimeClient.sendMessage); SocketUnavailableError when it is not open.
  sendMessage: (conversationId: number, content: string) => Promise<MessageView>;
  // Members typing per conversation (ids), until their frame expires.
  typing: ReadonlyMap<number, ReadonlySet<number>>;
}

export const RealtimeContext = createContext<RealtimeContextValue>({
  status: 'idle',
  send: () => undefined,
  sendMessage: () => Promise.reject(new SocketUnavailableError()),
  typing: new Map(),
});

export const useRealtime = () => useContext(RealtimeContext);
export const useRealtimeStatus = () => useContext(RealtimeContext).status;
