import { createContext, useContext } from 'react';
import type { ClientFrame } from '@stave/contracts';
import type { RealtimeStatus } from './realtime-client';

export interface RealtimeContextValue {
  status: RealtimeStatus;
  send: (frame: ClientFrame) => void;
}

export const RealtimeContext = createContext<RealtimeContextValue>({ status: 'idle', send: () => undefined });

export const useRealtime = () => useContext(RealtimeContext);
export const useRealtimeStatus = () => useContext(RealtimeContext).status;
