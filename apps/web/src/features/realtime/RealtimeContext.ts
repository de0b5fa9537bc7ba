import { createContext, useContext } from 'react';
import type { ClientFrame, MessageView } from '@stave/contracts';
import { SocketUnavailableError, type RealtimeStatus } from './realtime-client';

export interface RealtimeContextValue {
  status: RealtimeStatus;
  send: (frame: ClientFrame) => void;
  // A message over the socket (RealtimeClient.sendMessage); SocketUnavailableError when it is not open.
  sendMessage: (conversationId: number, content: string) => Promise<MessageView>;
}

export const RealtimeContext = createContext<RealtimeContextValue>({
  status: 'idle',
  send: () => undefined,
  sendMessage: () => Promise.reject(new SocketUnavailableError()),
});

export const useRealtime = () => useContext(RealtimeContext);
export const useRealtimeStatus = () => useContext(RealtimeContext).status;
