import { z } from 'zod';
import { MessageViewSchema, SendMessageSchema } from './messaging.schemas';

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
  // To both members' tabs, except the socket whose own `message.send` it answers (that socket has it in its ack).
  'message.created': MessageViewSchema,
  'message.read': z.object({ conversationId: id(), readerId: id(), readAt: timestamp(), upToMessageId: id() }),
  'message.deleted': z.object({ conversationId: id(), messageId: id() }),
  typing: z.object({ conversationId: id(), userId: id(), expiresInMs: z.number().int() }),
  // The answer to the client's own `message.send`, to that socket only: the stored message (the `message.created` frame
  // goes to the recipient and the sender's other tabs, not to this socket), or why it was refused, as POST /api/messages
  // would have said.
  'message.ack': z.object({
    clientId: z.string(),
    message: MessageViewSchema.optional(),
    error: z.object({ status: z.number().int(), code: z.string(), message: z.string() }).optional(),
  }),
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
// The recipient's copy of `message.created` also carries their new unread total (`unread.messages`, what an
// `unread.changed` frame would have said), so a message is one frame to them, not two.
export interface MessageCreatedExtras {
  unread?: { messages: number };
}
export type ServerFrame = {
  [K in ServerFrameType]: { type: K; data: z.infer<(typeof ServerFrameSchemas)[K]> } & (K extends 'message.created' ? MessageCreatedExtras : unknown);
}[ServerFrameType];

// A client's own id for a message it sends over the socket, unique per sender: sending the same id again (after a
// reconnect that lost the ack) answers with the message stored the first time and stores nothing more, for as long as
// that message exists (docs/messaging.md § Sending over the socket).
export const CLIENT_MESSAGE_ID = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'clientId must be 8 to 64 letters, digits, - or _');

// What a client may send: that it is typing in a conversation, and a message (POST /api/messages over the socket it
// already holds, answered by `message.ack`; the member writes as themself, never for a business).
export const ClientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), data: z.object({ conversationId: z.number().int().positive().max(2_147_483_647) }) }),
  z.object({ type: z.literal('message.send'), data: SendMessageSchema.extend({ clientId: CLIENT_MESSAGE_ID }) }),
]);
export type ClientFrame = z.infer<typeof ClientFrameSchema>;
// A message of MESSAGE_MAX_LENGTH characters, each escaped in JSON (\uXXXX), fits.
export const CLIENT_FRAME_MAX_BYTES = 32 * 1024;
