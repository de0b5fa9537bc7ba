import { z } from 'zod';
import { CursorQuerySchema } from '../pagination';
import { decimalInt, entityId, jsonId } from '../ids';
import { PostedBySchema } from '../teams/teams.schemas';

// A message is one chat bubble, not a letter: long enough for a gig brief, short enough to read.
export const MESSAGE_MAX_LENGTH = 4000;
export const REPORT_REASON_MAX_LENGTH = 1000;

// Texts where the spec has one (Message: 'Message is empty', 'No recipient selected').
export const MESSAGING_MESSAGES = {
  empty: 'Message is empty',
  tooLong: `Keep messages under ${MESSAGE_MAX_LENGTH} characters`,
  noRecipient: 'No recipient selected',
  cannotMessageSelf: 'You cannot message yourself',
  cannotBlockSelf: 'You cannot block yourself',
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  blocked: 'You can no longer message this member',
  limitReached: 'You have used your 5 free conversations this month',
  deleted: 'Message deleted',
  reported: 'Thanks for letting us know. Our team will review this conversation.',
  notARequest: 'This conversation is not a message request',
  connectionsOnly: 'This member only takes messages from their connections',
} as const;

// Settings › Privacy: who may start a conversation with the member. 'everyone': a member who is not a
// connection lands in Requests; 'connections': only connections may, anyone else is refused.
export const MESSAGE_ALLOW_FROM = ['everyone', 'connections'] as const;
export const MessagePreferencesSchema = z.object({
  allowFrom: z.enum(MESSAGE_ALLOW_FROM, { error: 'Choose everyone or connections' }),
});
export type MessagePreferences = z.infer<typeof MessagePreferencesSchema>;

const timestamp = () => z.iso.datetime({ offset: true });

export const StartConversationSchema = z.object({ otherUserId: jsonId(MESSAGING_MESSAGES.noRecipient) });
export type StartConversation = z.infer<typeof StartConversationSchema>;

export const SendMessageSchema = z.object({
  conversationId: jsonId(MESSAGING_MESSAGES.conversationNotFound),
  content: z.string({ error: MESSAGING_MESSAGES.empty }).trim().min(1, MESSAGING_MESSAGES.empty).max(MESSAGE_MAX_LENGTH, MESSAGING_MESSAGES.tooLong),
});
export type SendMessage = z.infer<typeof SendMessageSchema>;

export const ConversationParamsSchema = z.object({ conversationId: entityId(MESSAGING_MESSAGES.conversationNotFound) });
export const MessageParamsSchema = z.object({
  conversationId: entityId(MESSAGING_MESSAGES.conversationNotFound),
  messageId: entityId(MESSAGING_MESSAGES.messageNotFound),
});
export const MemberParamsSchema = z.object({ userId: entityId('User not found') });

// Which list: the inbox, or first messages from members who are not connections (spec-compatible
// default: the inbox).
export const CONVERSATION_BOXES = ['inbox', 'requests'] as const;
export const ConversationsQuerySchema = CursorQuerySchema.extend({ box: z.enum(CONVERSATION_BOXES).default('inbox') });
export type ConversationsQuery = z.infer<typeof ConversationsQuerySchema>;

// Newest page first (in reading order) with ?before= for older pages, or ?since=<message id> for
// what arrived after the last message a client holds (its resync after a reconnect).
export const ThreadQuerySchema = CursorQuerySchema.extend({ since: decimalInt(0, 2_147_483_647, 'Invalid message id').optional() });
export type ThreadQuery = z.infer<typeof ThreadQuerySchema>;

export const ConversationViewSchema = z.object({
  id: z.number().int(),
  participantAId: z.number().int(),
  participantBId: z.number().int(),
  createdAt: timestamp(),
  lastMessageAt: timestamp().nullable(),
  otherUserId: z.number().int(),
  // The spec's list view.
  other_user_name: z.string(),
  other_user_picture: z.string().nullable(),
  last_message: z.string().nullable(),
  last_message_time: timestamp().nullable(),
  unreadCount: z.number().int(),
  // A first message from someone not connected, waiting in this member's Requests tab.
  isRequest: z.boolean(),
});
export type ConversationView = z.infer<typeof ConversationViewSchema>;

export const MessageViewSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  // The spec's thread view.
  sender_id: z.number().int(),
  content: z.string(),
  created_at: timestamp(),
  isRead: z.boolean(),
  readAt: timestamp().nullable(),
  deleted: z.boolean(),
  // The team member who wrote it for the business; shown to the business's side only, null otherwise.
  sentBy: PostedBySchema.nullable(),
});
export type MessageView = z.infer<typeof MessageViewSchema>;

export const MarkReadResultSchema = z.object({ conversationId: z.number().int(), marked: z.number().int(), readAt: timestamp().nullable() });
export type MarkReadResult = z.infer<typeof MarkReadResultSchema>;

// Free members open up to 5 conversations a calendar month (Europe/London); -1 = unlimited.
export const MessagingUsageSchema = z.object({
  currentCount: z.number().int(),
  limit: z.number().int(),
  remaining: z.number().int().nullable(),
  resetsAt: timestamp(),
});
export type MessagingUsage = z.infer<typeof MessagingUsageSchema>;

export const BlockMemberSchema = z.object({ userId: jsonId('User not found') });
export const BlockedMemberSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  profileImage: z.string().nullable(),
  blockedAt: timestamp(),
});
export type BlockedMember = z.infer<typeof BlockedMemberSchema>;

export const ReportConversationSchema = z.object({
  reason: z.string().trim().max(REPORT_REASON_MAX_LENGTH, `Keep the reason under ${REPORT_REASON_MAX_LENGTH} characters`).optional().default(''),
});
export type ReportConversation = z.infer<typeof ReportConversationSchema>;

export const MessageAnswerSchema = z.object({ message: z.string() });

export const RealtimeTicketSchema = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });
