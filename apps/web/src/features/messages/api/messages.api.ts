// Messaging (spec §7 and issue 10). Answers are checked against the contracts' schemas, loaded on
// demand (lib/api-json.ts) so the entry chunk stays free of zod.
import type { BlockedMember, ConversationView, MessageView, MessagingUsage } from '@stave/contracts';
import { getParsed, requestParsed, send, withQuery } from '@/lib/api-json';

export type ConversationBox = 'inbox' | 'requests';

const NEXT_CURSOR_HEADER = 'x-next-cursor';

const conversationSchema = async () => (await import('@stave/contracts')).ConversationViewSchema;
const conversationListSchema = async () => (await import('@stave/contracts')).ConversationViewSchema.array();
const messageSchema = async () => (await import('@stave/contracts')).MessageViewSchema;
const messageListSchema = async () => (await import('@stave/contracts')).MessageViewSchema.array();
const usageSchema = async () => (await import('@stave/contracts')).MessagingUsageSchema;
const blockListSchema = async () => (await import('@stave/contracts')).BlockedMemberSchema.array();
const countSchema = async () => (await import('@stave/contracts')).CountSchema;
const ticketSchema = async () => (await import('@stave/contracts')).RealtimeTicketSchema;

export const CONVERSATIONS_SHOWN = 50;
export const THREAD_PAGE = 50;

export const fetchConversations = (box: ConversationBox, signal?: AbortSignal): Promise<ConversationView[]> =>
  getParsed(withQuery('/api/messages/conversations', { box: box === 'inbox' ? undefined : box, limit: CONVERSATIONS_SHOWN }), conversationListSchema, signal);

export interface ThreadPage {
  messages: MessageView[];
  // Where older messages start (null: this is the beginning of the conversation).
  olderCursor: string | null;
}

export async function fetchThread(conversationId: number, before?: string, signal?: AbortSignal): Promise<ThreadPage> {
  const { data, headers } = await requestParsed('GET', withQuery(`/api/messages/${conversationId}`, { limit: THREAD_PAGE, before }), messageListSchema, {
    signal,
  });
  return { messages: data, olderCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

// What arrived after the last message held (the resync after a reconnect).
export const fetchThreadSince = (conversationId: number, sinceId: number, signal?: AbortSignal) =>
  getParsed(withQuery(`/api/messages/${conversationId}`, { since: sinceId, limit: 100 }), messageListSchema, signal);

export const startConversation = async (otherUserId: number) =>
  (await requestParsed('POST', '/api/messages/start', conversationSchema, { body: { otherUserId } })).data;

export const sendMessage = async (conversationId: number, content: string) =>
  (await requestParsed('POST', '/api/messages', messageSchema, { body: { conversationId, content } })).data;

export const markConversationRead = (conversationId: number) => send('PUT', `/api/messages/${conversationId}/read`);
export const deleteMessage = (conversationId: number, messageId: number) => send('DELETE', `/api/messages/${conversationId}/${messageId}`);
export const acceptRequest = async (conversationId: number) => (await requestParsed('PUT', `/api/messages/${conversationId}/accept`, conversationSchema)).data;
export const declineRequest = (conversationId: number) => send('PUT', `/api/messages/${conversationId}/decline`);
export const reportConversation = (conversationId: number, reason: string) => send('POST', `/api/messages/${conversationId}/report`, { reason });

export const fetchUsage = (signal?: AbortSignal): Promise<MessagingUsage> => getParsed('/api/messages/usage', usageSchema, signal);
export const fetchBlocks = (signal?: AbortSignal): Promise<BlockedMember[]> => getParsed('/api/messages/blocks', blockListSchema, signal);
export const blockMember = (userId: number) => send('POST', '/api/messages/blocks', { userId });
export const unblockMember = (userId: number) => send('DELETE', `/api/messages/blocks/${userId}`);

export const fetchUnreadMessages = async (signal?: AbortSignal): Promise<number> => (await getParsed('/api/messages/unread-count', countSchema, signal)).count;

export const fetchRealtimeTicket = async (): Promise<string> => (await requestParsed('POST', '/api/realtime/ticket', ticketSchema)).data.ticket;
