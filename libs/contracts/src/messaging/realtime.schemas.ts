import { z } from 'zod';
import { MessageViewSchema } from './messaging.schemas';

// The /ws socket (docs/api.md § Realtime). Every frame is JSON `{type, data}`. The server sends
// what happened; it is a hint to refresh, never the only copy: a client resyncs over REST
// (`GET /api/messages/:id?since=`) after every (re)connect, because Redis pub/sub drops what
// arrives while nobody listens.
export const REALTIME_PATH = '/ws';
export const REALTIME_TICKET_TTL_SECONDS = 30;
// `typing` lasts this long unless repeated; clients send it at most every 2 s while typing.
export const TYPING_TTL_MS = 5000;

// Close codes the server sends. SESSION_ENDED (logout, revocation, expiry): a client that asks for a
// new ticket is answered 401, which is how the web app signs the tab out.
export const REALTIME_CLOSE = {
  goingAway: 1001,
  policy: 1008,
  sessionEnded: 4001,
} as const;

const id = () => z.number().int();
const timestamp = () => z.iso.datetime({ offset: true });

export const ServerFrameSchemas = {
  // The socket is registered and subscribed: whatever happens from now on arrives here.
  ready: z.object({ memberId: id() }),
  'message.created': MessageViewSchema,
  'message.read': z.object({ conversationId: id(), readerId: id(), readAt: timestamp(), upToMessageId: id() }),
  'message.deleted': z.object({ conversationId: id(), messageId: id() }),
  typing: z.object({ conversationId: id(), userId: id(), expiresInMs: z.number().int() }),
  'unread.changed': z.object({ messages: z.number().int().optional(), notifications: z.number().int().optional() }),
  'notification.created': z.object({
    id: id(),
    type: z.string(),
    message: z.string(),
    relatedId: id().nullable(),
    createdAt: timestamp(),
  }),
} as const;
export type ServerFrameType = keyof typeof ServerFrameSchemas;
export type ServerFrame = { [K in ServerFrameType]: { type: K; data: z.infer<(typeof ServerFrameSchemas)[K]> } }[ServerFrameType];

// What a client may send: only that it is typing in a conversation.
export const ClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), data: z.object({ conversationId: z.number().int().positive().max(2_147_483_647) }) }),
]);
export type ClientFrame = z.infer<typeof ClientFrameSchema>;
export const CLIENT_FRAME_MAX_BYTES = 1024;
