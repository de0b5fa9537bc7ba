// Messages: what other features and the signed-in frame use (docs/web.md#feature-boundaries). The inbox is the app's
// route.
export { useBlockMutation, useBlocksQuery, useUnreadMessagesQuery } from '@/features/messages/api/messages.queries';
export { messageMember } from '@/features/messages/components/message-member';
export { emptyMessageToast } from '@/features/messages/components/message-toasts';
// The live socket's ticket (the messaging service hands it out) and the frames messages takes: app/realtime.tsx.
export { fetchRealtimeTicket } from '@/features/messages/api/messages.api';
export { messageFrames } from '@/features/messages/message-frames';
