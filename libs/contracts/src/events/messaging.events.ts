import { z } from 'zod';

const id = () => z.number().int().positive();

// Never the text of a message: other services count and react, they never read what was said.
// `isRequest`: the first message went to the recipient's Requests (the two were not connected).
export const ConversationStartedV1 = z.object({
  conversationId: id(),
  starterId: id(),
  otherId: id(),
  isRequest: z.boolean(),
  startedAt: z.iso.datetime({ offset: true }),
});
// One per message sent (analytics counts messages sent per member from these).
export const MessageSentV1 = z.object({
  messageId: id(),
  conversationId: id(),
  senderId: id(),
  recipientId: id(),
  opensConversation: z.boolean(),
  sentAt: z.iso.datetime({ offset: true }),
});

// A member blocked another, or lifted that block (matching and promotion leave blocked
// members out; takes it to every service). Keyed by the blocker, so one member's blocks
// and unblocks arrive in order; `at` lets a projection ignore an older state that comes late.
export const MemberBlockedV1 = z.object({
  blockerId: id(),
  blockedId: id(),
  at: z.iso.datetime({ offset: true }),
});
export const MemberUnblockedV1 = MemberBlockedV1;
