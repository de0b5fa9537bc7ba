import type { QueryKey } from '@tanstack/react-query';
import type { InboxId } from '../business-inbox';
import type { ConversationBox } from './messages.api';

export const messageKeys = {
  root: ['messages'] as const,
  conversations: (box: ConversationBox) => [...messageKeys.root, 'conversations', box] as const,
  allConversations: () => [...messageKeys.root, 'conversations'] as const,
  threads: () => [...messageKeys.root, 'thread'] as const,
  thread: (conversationId: number) => [...messageKeys.threads(), conversationId] as const,
  unread: () => [...messageKeys.root, 'unread-count'] as const,
  usage: () => [...messageKeys.root, 'usage'] as const,
  blocks: () => [...messageKeys.root, 'blocks'] as const,
  // Who is typing where (Typists, message-frames.ts): written by the socket's frames only.
  typing: () => [...messageKeys.root, 'typing'] as const,
  // A business's inbox, read by one of its admins.
  business: (businessId: number) => [...messageKeys.root, 'business', businessId] as const,
};

// The caches of one inbox. The member's own are messageKeys' (the socket's frames keep them current); a business's live
// apart, under messageKeys.business, so the two never mix (the same conversation can be in both, seen from either
// side) and the socket's frames and resync never touch them (no frames reach an admin for the business).
export interface InboxKeys {
  conversations: (box: ConversationBox) => QueryKey;
  allConversations: () => QueryKey;
  thread: (conversationId: number) => QueryKey;
  // A business thread's catch-up poll (`?since=`).
  threadSince: (conversationId: number) => QueryKey;
  unread: () => QueryKey;
  usage: () => QueryKey;
}

export function inboxKeys(inbox: InboxId): InboxKeys {
  if (inbox === null) {
    return {
      conversations: messageKeys.conversations,
      allConversations: messageKeys.allConversations,
      thread: messageKeys.thread,
      threadSince: (conversationId) => [...messageKeys.root, 'thread-since', conversationId],
      unread: messageKeys.unread,
      usage: messageKeys.usage,
    };
  }
  const base = messageKeys.business(inbox);
  return {
    conversations: (box) => [...base, 'conversations', box],
    allConversations: () => [...base, 'conversations'],
    thread: (conversationId) => [...base, 'thread', conversationId],
    threadSince: (conversationId) => [...base, 'thread-since', conversationId],
    unread: () => [...base, 'unread-count'],
    usage: () => [...base, 'usage'],
  };
}
