// Messaging (docs/api.md). Answers are checked against the contracts' schemas, loaded on
// demand (lib/api-json.ts) so the entry chunk stays free of zod.
import type { BlockedMember, ConversationView, MessageView, MessagingUsage } from '@stave/contracts';
import { actAsHeaders } from '@/lib/act-as';
import { apiFetch, throwIfNotOk, type HttpMethod } from '@/lib/api-client';
import { getParsed, requestParsed, send, withQuery, type SchemaLoader } from '@/lib/api-json';

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
async function getAs<T>(path: string, loadSchema: SchemaLoader<T>, signal: AbortSignal | undefined, actAs: number | null | undefined): Promise<T> {
  return (await requestParsed('GET', path, loadSchema, { signal, headers: actAsHeaders(actAs) })).data;
}

// A call whose answer carries nothing the screen needs (204, or a message).
async function sendAs(method: HttpMethod, path: string, body: unknown, actAs: number | null | undefined): Promise<void> {
  const res = await apiFetch(method, path, body, { headers: actAsHeaders(actAs) });
  await throwIfNotOk(res);
}

export const fetchConversations = (box: ConversationBox, signal?: AbortSignal, actAs?: number | null): Promise<ConversationView[]> =>
  getAs(
    withQuery('/api/messages/conversations', { box: box === 'inbox' ? undefined : box, limit: CONVERSATIONS_SHOWN }),
    conversationListSchema,
    signal,
    actAs,
  );

export interface ThreadPage {
  messages: MessageView[];
  // Where older messages start (null: this is the beginning of the conversation).
  olderCursor: string | null;
}

export async function fetchThread(conversationId: number, before?: string, signal?: AbortSignal, actAs?: number | null): Promise<ThreadPage> {
  const { data, headers } = await requestParsed('GET', withQuery(`/api/messages/${conversationId}`, { limit: THREAD_PAGE, before }), messageListSchema, {
    signal,
    headers: actAsHeaders(actAs),
  });
  return { messages: data, olderCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

// What arrived after the last message held (the resync after a reconnect; a business inbox's poll).
export const fetchThreadSince = (conversationId: number, sinceId: number, signal?: AbortSignal, actAs?: number | null) =>
  getAs(withQuery(`/api/messages/${conversationId}`, { since: sinceId, limit: 100 }), messageListSchema, signal, actAs);

export const startConversation = async (otherUserId: number, actAs?: number | null) =>
  (await requestParsed('POST', '/api/messages/start', conversationSchema, { body: { otherUserId }, headers: actAsHeaders(actAs) })).data;

export const sendMessage = async (conversationId: number, content: string, actAs?: number | null) =>
  (await requestParsed('POST', '/api/messages', messageSchema, { body: { conversationId, content }, headers: actAsHeaders(actAs) })).data;

export const markConversationRead = (conversationId: number, actAs?: number | null) => sendAs('PUT', `/api/messages/${conversationId}/read`, undefined, actAs);
export const deleteMessage = (conversationId: number, messageId: number, actAs?: number | null) =>
  sendAs('DELETE', `/api/messages/${conversationId}/${messageId}`, undefined, actAs);
export const acceptRequest = async (conversationId: number, actAs?: number | null) =>
  (await requestParsed('PUT', `/api/messages/${conversationId}/accept`, conversationSchema, { headers: actAsHeaders(actAs) })).data;
export const declineRequest = (conversationId: number, actAs?: number | null) => sendAs('PUT', `/api/messages/${conversationId}/decline`, undefined, actAs);
export const reportConversation = (conversationId: number, reason: string, actAs?: number | null) =>
  sendAs('POST', `/api/messages/${conversationId}/report`, { reason }, actAs);

export const fetchUsage = (signal?: AbortSignal, actAs?: number | null): Promise<MessagingUsage> => getAs('/api/messages/usage', usageSchema, signal, actAs);
export const fetchBlocks = (signal?: AbortSignal): Promise<BlockedMember[]> => getParsed('/api/messages/blocks', blockListSchema, signal);
export const blockMember = (userId: number) => send('POST', '/api/messages/blocks', { userId });
export const unblockMember = (userId: number) => send('DELETE', `/api/messages/blocks/${userId}`);

export const fetchUnreadMessages = async (signal?: AbortSignal, actAs?: number | null): Promise<number> =>
  (await getAs('/api/messages/unread-count', countSchema, signal, actAs)).count;

export const fetchRealtimeTicket = async (): Promise<string> => (await requestParsed('POST', '/api/realtime/ticket', ticketSchema)).data.ticket;
