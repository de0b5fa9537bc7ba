import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ConversationView, MessageView } from '@stave/contracts';
import { useRealtimeStatus } from '@/features/realtime/RealtimeContext';
import {
  acceptRequest,
  blockMember,
  declineRequest,
  deleteMessage,
  fetchBlocks,
  fetchConversations,
  fetchThread,
  fetchUnreadMessages,
  fetchUsage,
  markConversationRead,
  reportConversation,
  sendMessage,
  unblockMember,
  type ConversationBox,
  type ThreadPage,
} from './messages.api';

export const messageKeys = {
  root: ['messages'] as const,
  conversations: (box: ConversationBox) => [...messageKeys.root, 'conversations', box] as const,
  allConversations: () => [...messageKeys.root, 'conversations'] as const,
  threads: () => [...messageKeys.root, 'thread'] as const,
  thread: (conversationId: number) => [...messageKeys.threads(), conversationId] as const,
  unread: () => [...messageKeys.root, 'unread-count'] as const,
  usage: () => [...messageKeys.root, 'usage'] as const,
  blocks: () => [...messageKeys.root, 'blocks'] as const,
};

// Spec §7/§9 polling (conversations 5 s, thread 3 s), used only while the live socket is down:
// when it is up, frames keep these caches current.
export const CONVERSATIONS_POLL_MS = 5_000;
export const THREAD_POLL_MS = 3_000;
const BADGE_POLL_MS = 30_000;

const pollUnlessLive = (live: boolean, ms: number) => (live ? false : ms);

export function useConversationsQuery(box: ConversationBox) {
  const live = useRealtimeStatus() === 'open';
  return useQuery({
    queryKey: messageKeys.conversations(box),
    queryFn: ({ signal }) => fetchConversations(box, signal),
    refetchInterval: pollUnlessLive(live, CONVERSATIONS_POLL_MS),
    retry: 1,
  });
}

export function useThreadQuery(conversationId: number | null) {
  const live = useRealtimeStatus() === 'open';
  return useQuery({
    queryKey: messageKeys.thread(conversationId ?? 0),
    queryFn: ({ signal }) => fetchThread(conversationId!, undefined, signal),
    enabled: conversationId !== null,
    refetchInterval: pollUnlessLive(live, THREAD_POLL_MS),
  });
}

// The nav badge and the dashboard's Messages card.
export function useUnreadMessagesQuery(enabled = true) {
  const live = useRealtimeStatus() === 'open';
  return useQuery({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => fetchUnreadMessages(signal),
    enabled,
    refetchInterval: pollUnlessLive(live, BADGE_POLL_MS),
  });
}

export function useUsageQuery(enabled: boolean) {
  return useQuery({ queryKey: messageKeys.usage(), queryFn: ({ signal }) => fetchUsage(signal), enabled });
}

export function useBlocksQuery() {
  return useQuery({ queryKey: messageKeys.blocks(), queryFn: ({ signal }) => fetchBlocks(signal) });
}

// A message into the thread cache, once (by id, whichever of the answer and the frame comes first).
export function mergeMessages(page: ThreadPage | undefined, incoming: MessageView[]): ThreadPage | undefined {
  if (!page) return page;
  const byId = new Map(page.messages.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, { ...byId.get(message.id), ...message });
  return { ...page, messages: [...byId.values()].sort((a, b) => a.id - b.id) };
}

export function addToThread(queryClient: QueryClient, message: MessageView): void {
  queryClient.setQueryData<ThreadPage>(messageKeys.thread(message.conversationId), (page) => mergeMessages(page, [message]));
}

export function useSendMessageMutation(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendMessage(conversationId, content),
    onSuccess: (message) => addToThread(queryClient, message),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.allConversations() });
      void queryClient.invalidateQueries({ queryKey: messageKeys.usage() });
    },
  });
}

// Read receipts: the badge drops at once; the sender sees 'Seen' by their socket.
export function useMarkReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId }: { conversationId: number; readerId: number }) => markConversationRead(conversationId),
    onSuccess: async (_answer, { conversationId, readerId }) => {
      const readAt = new Date().toISOString();
      queryClient.setQueryData<ThreadPage>(
        messageKeys.thread(conversationId),
        (page) => page && { ...page, messages: page.messages.map((m) => (m.isRead || m.sender_id === readerId ? m : { ...m, isRead: true, readAt })) },
      );
      // A list fetched before the read (after a new message's frame) must not bring the count back.
      await queryClient.cancelQueries({ queryKey: messageKeys.allConversations() });
      queryClient.setQueriesData<ConversationView[]>({ queryKey: messageKeys.allConversations() }, (list) =>
        list?.map((conversation) => (conversation.id === conversationId ? { ...conversation, unreadCount: 0 } : conversation)),
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.allConversations() });
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread() });
    },
  });
}

export function useDeleteMessageMutation(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => deleteMessage(conversationId, messageId),
    onSuccess: (_answer, messageId) => {
      queryClient.setQueryData<ThreadPage>(
        messageKeys.thread(conversationId),
        (page) => page && { ...page, messages: page.messages.map((m) => (m.id === messageId ? { ...m, deleted: true, content: 'Message deleted' } : m)) },
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.allConversations() });
    },
  });
}

export function useRequestAnswerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ conversationId, accept }: { conversationId: number; accept: boolean }): Promise<void> => {
      if (accept) await acceptRequest(conversationId);
      else await declineRequest(conversationId);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: messageKeys.allConversations() }),
  });
}

export function useBlockMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: number; block: boolean }) => (block ? blockMember(userId) : unblockMember(userId)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: messageKeys.blocks() }),
  });
}

export function useReportMutation() {
  return useMutation({ mutationFn: ({ conversationId, reason }: { conversationId: number; reason: string }) => reportConversation(conversationId, reason) });
}
