// Messaging (docs/api.md), through the typed client (lib/api-route.ts): each call names its route, and its answer is
// checked against the route's own schema, loaded on demand so the entry chunk stays free of zod.
import type { BlockedMember, ConversationView, MessageView, MessagingUsage } from '@stave/contracts';
import { DASHBOARD_PATHS } from '@stave/contracts/paths/dashboard';
import { MESSAGING_PATHS as M } from '@stave/contracts/paths/messaging';
import { actAsHeaders } from '@/lib/act-as';
import { callRoute } from '@/lib/api-route';

export type ConversationBox = 'inbox' | 'requests';

const NEXT_CURSOR_HEADER = 'x-next-cursor';

// The area's contracts (their answers' schemas), loaded with the first request that needs them.
const messaging = async () => (await import('@stave/contracts/messaging')).MESSAGING;
const dashboard = async () => (await import('@stave/contracts/dashboard')).DASHBOARD;

export const CONVERSATIONS_SHOWN = 50;
export const THREAD_PAGE = 50;

// `actAs` is the business whose inbox this is (its admins answer for it, lib/act-as.ts); null or left out,
// the member's own. Preferences, blocks and the realtime ticket are always the member's own.
export const fetchConversations = async (box: ConversationBox, signal?: AbortSignal, actAs?: number | null): Promise<ConversationView[]> =>
  (
    await callRoute(
      M.conversations,
      { query: { box: box === 'inbox' ? undefined : box, limit: CONVERSATIONS_SHOWN }, signal, headers: actAsHeaders(actAs) },
      messaging,
    )
  ).data;

export interface ThreadPage {
  messages: MessageView[];
  // Where older messages start (null: this is the beginning of the conversation).
  olderCursor: string | null;
}

export async function fetchThread(conversationId: number, before?: string, signal?: AbortSignal, actAs?: number | null): Promise<ThreadPage> {
  const { data, headers } = await callRoute(
    M.thread,
    { params: { conversationId }, query: { limit: THREAD_PAGE, before }, signal, headers: actAsHeaders(actAs) },
    messaging,
  );
  return { messages: data, olderCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

// What arrived after the last message held (the resync after a reconnect; a business inbox's poll).
export const fetchThreadSince = async (conversationId: number, sinceId: number, signal?: AbortSignal, actAs?: number | null): Promise<MessageView[]> =>
  (await callRoute(M.thread, { params: { conversationId }, query: { since: sinceId, limit: 100 }, signal, headers: actAsHeaders(actAs) }, messaging)).data;

export const startConversation = async (otherUserId: number, actAs?: number | null): Promise<ConversationView> =>
  (await callRoute(M.start, { body: { otherUserId }, headers: actAsHeaders(actAs) }, messaging)).data;

export const sendMessage = async (conversationId: number, content: string, actAs?: number | null): Promise<MessageView> =>
  (await callRoute(M.send, { body: { conversationId, content }, headers: actAsHeaders(actAs) }, messaging)).data;

export const markConversationRead = async (conversationId: number, actAs?: number | null): Promise<void> => {
  await callRoute(M.markRead, { params: { conversationId }, headers: actAsHeaders(actAs) }, messaging);
};
export const deleteMessage = async (conversationId: number, messageId: number, actAs?: number | null): Promise<void> => {
  await callRoute(M.deleteMessage, { params: { conversationId, messageId }, headers: actAsHeaders(actAs) }, messaging);
};
export const acceptRequest = async (conversationId: number, actAs?: number | null): Promise<ConversationView> =>
  (await callRoute(M.accept, { params: { conversationId }, headers: actAsHeaders(actAs) }, messaging)).data;
export const declineRequest = async (conversationId: number, actAs?: number | null): Promise<void> => {
  await callRoute(M.decline, { params: { conversationId }, headers: actAsHeaders(actAs) }, messaging);
};
export const reportConversation = async (conversationId: number, reason: string, actAs?: number | null): Promise<void> => {
  await callRoute(M.report, { params: { conversationId }, body: { reason }, headers: actAsHeaders(actAs) }, messaging);
};

export const fetchUsage = async (signal?: AbortSignal, actAs?: number | null): Promise<MessagingUsage> =>
  (await callRoute(M.usage, { signal, headers: actAsHeaders(actAs) }, messaging)).data;
export const fetchBlocks = async (signal?: AbortSignal): Promise<BlockedMember[]> => (await callRoute(M.blocks, { signal }, messaging)).data;
export const blockMember = async (userId: number): Promise<void> => {
  await callRoute(M.block, { body: { userId } }, messaging);
};
export const unblockMember = async (userId: number): Promise<void> => {
  await callRoute(M.unblock, { params: { userId } }, messaging);
};

export const fetchUnreadMessages = async (signal?: AbortSignal, actAs?: number | null): Promise<number> =>
  (await callRoute(DASHBOARD_PATHS.unreadMessagesCount, { signal, headers: actAsHeaders(actAs) }, dashboard)).data.count;

export const fetchRealtimeTicket = async (): Promise<string> => (await callRoute(M.ticket, {}, messaging)).data.ticket;
