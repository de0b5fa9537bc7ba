import { createContext, useContext } from 'react';
import type { ClientFrame } from '@stave/contracts';
import type { RealtimeStatus } from './realtime-client';

export interface RealtimeContextValue {
  status: RealtimeStatus;
  send: (frame: ClientFrame) => void;
  // Members typing per conversation (ids), until their frame expires.
  typing: ReadonlyMap<number, ReadonlySet<number>>;
}

export const RealtimeContext = createContext<RealtimeContextValue>({ status: 'idle', send: () => undefined, typing: new Map() });

export const useRealtime = () => useContext(RealtimeContext);
export const useRealtimeStatus = () => useContext(RealtimeContext).status;
