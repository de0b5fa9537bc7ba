// The live socket (docs/web.md#feature-boundaries): the provider the app mounts, the hooks pages read its state with.
export { RealtimeProvider } from '@/features/realtime/RealtimeProvider';
export { useRealtime, useRealtimeStatus, type RealtimeContextValue } from '@/features/realtime/RealtimeContext';
export type { RealtimeStatus } from '@/features/realtime/realtime-client';
