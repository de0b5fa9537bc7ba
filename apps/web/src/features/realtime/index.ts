// The live socket (docs/web.md#feature-boundaries): the provider the app mounts, the hooks pages read its state with,
// and the registration through which a feature takes the frames it owns.
export { RealtimeProvider } from '@/features/realtime/RealtimeProvider';
export { useRealtime, useRealtimeStatus, type RealtimeContextValue } from '@/features/realtime/RealtimeContext';
export type { FrameHandlers, FrameOf, RealtimeFeature } from '@/features/realtime/frame-handlers';
export { SocketUnavailableError, type RealtimeStatus } from '@/features/realtime/realtime-client';
