// Messages: what other features and the signed-in frame use (docs/web.md#feature-boundaries). The inbox is the app's
// route.
export { useBlockMutation, useBlocksQuery, useUnreadMessagesQuery } from '@/features/messages/api/messages.queries';
export { messageMember } from '@/features/messages/components/message-member';
export { emptyMessageToast } from '@/features/messages/components/message-toasts';
export { addToThread, mergeMessages, messageKeys } from '@/features/messages/api/messages.queries';
export { fetchRealtimeTicket, fetchThreadSince, type ThreadPage } from '@/features/messages/api/messages.api';
