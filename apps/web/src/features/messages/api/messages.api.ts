// Messaging (docs/api.md). Answers are checked against the contracts' schemas, loaded on
// demand (lib/api-json.ts) so the entry chunk stays free of zod.
import type { BlockedMember, ConversationView, MessageView, MessagingUsage } from '@stave/contracts';
import { actAsHeaders } from '@/lib/act-as';
import { DASHBOARD, MESSAGING } from '@stave/contracts/paths';
import { apiCall, apiData, apiSend } from '@/lib/api-json';

export type ConversationBox = 'inbox' | 'requests';

const NEXT_CURSOR_HEADER = 'x-next-cursor';

const conversationSchema = async () => (await import('@stave/contracts/messaging')).ConversationViewSchema;
const conversationListSchema = async () => (await import('@stave/contracts/messaging')).ConversationViewSchema.array();
const messageSchema = async () => (await import('@stave/contracts/messaging')).MessageViewSchema;
const messageListSchema = async () => (await import('@stave/contracts/messaging')).MessageViewSchema.array();
const usageSchema = async () => (await import('@stave/contracts/messaging')).MessagingUsageSchema;
const blockListSchema = async () => (await import('@stave/contracts/messaging')).BlockedMemberSchema.array();
const countSchema = async () => (await import('@stave/contracts/social')).CountSchema;
const ticketSchema = async () => (await import('@stave/contracts/messaging')).RealtimeTicketSchema;

export const CONVERSATIONS_SHOWN = 50;
export const THREAD_PAGE = 50;

// `actAs` is the business whose inbox this is (its admins answer for it, lib/act-as.ts); null or left out,
// the member's own. Preferences, blocks and the realtime ticket are always the member's own.
export const fetchConversations = (box: ConversationBox, signal?: AbortSignal, actAs?: number | null): Promise<ConversationView[]> =>
  apiData(MESSAGING.conversations, conversationListSchema, {
    query: { box: box === 'inbox' ? undefined : box, limit: CONVERSATIONS_SHOWN },
    signal,
    headers: actAsHeaders(actAs),
  });

export interface ThreadPage {
  messages: MessageView[];
  // Where older messages start (null: this is the beginning of the conversation).
  olderCursor: string | null;
}

export async function fetchThread(conversationId: number, before?: string, signal?: AbortSignal, actAs?: number | null): Promise<ThreadPage> {
  const { data, headers } = await apiCall(MESSAGING.thread, messageListSchema, {
    params: { conversationId },
    query: { limit: THREAD_PAGE, before },
    signal,
    headers: actAsHeaders(actAs),
  });
  return { messages: data, olderCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

// What arrived after the last message held (the resync after a reconnect; a business inbox's poll).
export const fetchThreadSince = (conversationId: number, sinceId: number, signal?: AbortSignal, actAs?: number | null) =>
  apiData(MESSAGING.thread, messageListSchema, { params: { conversationId }, query: { since: sinceId, limit: 100 }, signal, headers: actAsHeaders(actAs) });

export const startConversation = (otherUserId: number, actAs?: number | null) =>
  apiData(MESSAGING.start, conversationSchema, { body: { otherUserId }, headers: actAsHeaders(actAs) });

export const sendMessage = (conversationId: number, content: string, actAs?: number | null) =>
  apiData(MESSAGING.send, messageSchema, { body: { conversationId, content }, headers: actAsHeaders(actAs) });

export const markConversationRead = (conversationId: number, actAs?: number | null) =>
  apiSend(MESSAGING.markRead, { params: { conversationId }, headers: actAsHeaders(actAs) });
export const deleteMessage = (conversationId: number, messageId: number, actAs?: number | null) =>
  apiSend(MESSAGING.deleteMessage, { params: { conversationId, messageId }, headers: actAsHeaders(actAs) });
export const acceptRequest = (conversationId: number, actAs?: number | null) =>
  apiData(MESSAGING.accept, conversationSchema, { params: { conversationId }, headers: actAsHeaders(actAs) });
export const declineRequest = (conversationId: number, actAs?: number | null) =>
  apiSend(MESSAGING.decline, { params: { conversationId }, headers: actAsHeaders(actAs) });
export const reportConversation = (conversationId: number, reason: string, actAs?: number | null) =>
  apiSend(MESSAGING.report, { params: { conversationId }, body: { reason }, headers: actAsHeaders(actAs) });

export const fetchUsage = (signal?: AbortSignal, actAs?: number | null): Promise<MessagingUsage> =>
  apiData(MESSAGING.usage, usageSchema, { signal, headers: actAsHeaders(actAs) });
export const fetchBlocks = (signal?: AbortSignal): Promise<BlockedMember[]> => apiData(MESSAGING.blocks, blockListSchema, { signal });
export const blockMember = (userId: number) => apiSend(MESSAGING.block, { body: { userId } });
export const unblockMember = (userId: number) => apiSend(MESSAGING.unblock, { params: { userId } });

export const fetchUnreadMessages = async (signal?: AbortSignal, actAs?: number | null): Promise<number> =>
  (await apiData(DASHBOARD.unreadMessagesCount, countSchema, { signal, headers: actAsHeaders(actAs) })).count;

export const fetchRealtimeTicket = async (): Promise<string> => (await apiData(MESSAGING.ticket, ticketSchema)).ticket;
