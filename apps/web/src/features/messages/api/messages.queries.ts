import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ConversationView, MessageView } from '@stave/contracts';
import { SocketUnavailableError, useRealtime, useRealtimeStatus } from '@/features/realtime';
import { teamRefusal, type InboxId } from '../business-inbox';
import { inboxKeys, messageKeys } from './message-keys';
import {
  acceptRequest,
  blockMember,
  declineRequest,
  deleteMessage,
  fetchBlocks,
  fetchConversations,
  fetchThread,
  fetchThreadSince,
  fetchUnreadMessages,
  fetchUsage,
  markConversationRead,
  reportConversation,
  sendMessage,
  unblockMember,
  type ConversationBox,
  type ThreadPage,
} from './messages.api';

export { inboxKeys, messageKeys, type InboxKeys } from './message-keys';

// Polling (conversations 5 s, thread 3 s), used only while the live socket is down:
// when it is up, frames keep these caches current.
export const CONVERSATIONS_POLL_MS = 5_000;
export const THREAD_POLL_MS = 3_000;
const BADGE_POLL_MS = 30_000;
// A business's inbox has no frames at all: its list, unread count and open thread are read again this often while the
// tab is in front (TanStack pauses intervals in a hidden tab), and whenever the tab comes back to the front.
export const BUSINESS_POLL_MS = 10_000;

const pollUnlessLive = (live: boolean, ms: number) => (live ? false : ms);

// A business's inbox: polled and read again on focus until it refuses (403 TEAM_*: the page says why and offers the
// member's own inbox); a refusal is not retried.
const pollUntilRefused = (query: { state: { error: unknown } }) => (teamRefusal(query.state.error) ? false : BUSINESS_POLL_MS);
const businessReads = {
  refetchInterval: pollUntilRefused,
  refetchOnWindowFocus: 'always',
  retry: (failures: number, error: Error) => teamRefusal(error) === null && failures < 1,
} as const;

export function useConversationsQuery(box: ConversationBox, inbox: InboxId = null, enabled = true) {
  const live = useRealtimeStatus() === 'open';
  return useQuery({
    queryKey: inboxKeys(inbox).conversations(box),
    queryFn: ({ signal }) => fetchConversations(box, signal, inbox),
    enabled,
    ...(inbox === null ? { refetchInterval: pollUnlessLive(live, CONVERSATIONS_POLL_MS), retry: 1 } : businessReads),
  });
}

export function useThreadQuery(conversationId: number | null, inbox: InboxId = null) {
  const live = useRealtimeStatus() === 'open';
  const thread = useQuery({
    queryKey: inboxKeys(inbox).thread(conversationId ?? 0),
    queryFn: ({ signal }) => fetchThread(conversationId!, undefined, signal, inbox),
    enabled: conversationId !== null,
    // A business thread is read whole on focus (read receipts, deletions) and caught up by `?since=` meanwhile.
    ...(inbox === null ? { refetchInterval: pollUnlessLive(live, THREAD_POLL_MS) } : { ...businessReads, refetchInterval: false as const }),
  });
  useThreadCatchUp(conversationId, inbox, thread.isSuccess);
  return thread;
}

// A business thread on screen: every BUSINESS_POLL_MS, what arrived after the last message held, merged by id.
function useThreadCatchUp(conversationId: number | null, inbox: InboxId, loaded: boolean): void {
  const queryClient = useQueryClient();
  const keys = inboxKeys(inbox);
  useQuery({
    queryKey: keys.threadSince(conversationId ?? 0),
    queryFn: async ({ signal }) => {
      const threadKey = keys.thread(conversationId!);
      const last = queryClient.getQueryData<ThreadPage>(threadKey)?.messages.at(-1);
      if (!last) await queryClient.invalidateQueries({ queryKey: threadKey, exact: true });
      else {
        const missed = await fetchThreadSince(conversationId!, last.id, signal, inbox);
        if (missed.length) queryClient.setQueryData<ThreadPage>(threadKey, (page) => mergeMessages(page, missed));
      }
      return Date.now();
    },
    enabled: inbox !== null && conversationId !== null && loaded,
    // Nothing to catch up with when the thread has just been read: the first poll is one interval later.
    initialData: 0,
    staleTime: Infinity,
    refetchInterval: pollUntilRefused,
    retry: false,
  });
}

// The nav badge and the dashboard's Messages card (the member's own); with `inbox`, a business's count (the inbox
// switcher's).
export function useUnreadMessagesQuery(enabled = true, inbox: InboxId = null) {
  const live = useRealtimeStatus() === 'open';
  return useQuery({
    queryKey: inboxKeys(inbox).unread(),
    queryFn: ({ signal }) => fetchUnreadMessages(signal, inbox),
    enabled,
    ...(inbox === null ? { refetchInterval: pollUnlessLive(live, BADGE_POLL_MS) } : businessReads),
  });
}

export function useUsageQuery(enabled: boolean, inbox: InboxId = null) {
  return useQuery({ queryKey: inboxKeys(inbox).usage(), queryFn: ({ signal }) => fetchUsage(signal, inbox), enabled });
}

// The member's own blocks (acting as a business never changes them).
export function useBlocksQuery(enabled = true) {
  return useQuery({ queryKey: messageKeys.blocks(), queryFn: ({ signal }) => fetchBlocks(signal), enabled });
}

// A message into the thread cache, once (by id, whichever of the answer and the frame comes first).
export function mergeMessages(page: ThreadPage | undefined, incoming: MessageView[]): ThreadPage | undefined {
  if (!page) return page;
  const byId = new Map(page.messages.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, { ...byId.get(message.id), ...message });
  return { ...page, messages: [...byId.values()].sort((a, b) => a.id - b.id) };
}

export function addToThread(queryClient: QueryClient, message: MessageView, inbox: InboxId = null): void {
  queryClient.setQueryData<ThreadPage>(inboxKeys(inbox).thread(message.conversationId), (page) => mergeMessages(page, [message]));
}

// The member's own messages go over the socket they hold when it is open (half the server's work of a POST:
// docs/messaging.md § Measured), else by POST; a business's inbox always POSTs (X-Act-As).
export function useSendMessageMutation(conversationId: number, inbox: InboxId = null) {
  const queryClient = useQueryClient();
  const keys = inboxKeys(inbox);
  const realtime = useRealtime();
  return useMutation({
    mutationFn: (content: string) =>
      inbox === null
        ? realtime
            .sendMessage(conversationId, content)
            .catch((error: unknown) => (error instanceof SocketUnavailableError ? sendMessage(conversationId, content, inbox) : Promise.reject(error)))
        : sendMessage(conversationId, content, inbox),
    onSuccess: (message) => addToThread(queryClient, message, inbox),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keys.allConversations() });
      void queryClient.invalidateQueries({ queryKey: keys.usage() });
    },
  });
}

// Read receipts: the badge drops at once; the sender sees 'Seen' by their socket. `readerId`: whose inbox it is (the
// member, or the business they answer for).
export function useMarkReadMutation(inbox: InboxId = null) {
  const queryClient = useQueryClient();
  const keys = inboxKeys(inbox);
  return useMutation({
    mutationFn: ({ conversationId }: { conversationId: number; readerId: number }) => markConversationRead(conversationId, inbox),
    onSuccess: async (_answer, { conversationId, readerId }) => {
      const readAt = new Date().toISOString();
      queryClient.setQueryData<ThreadPage>(
        keys.thread(conversationId),
        (page) => page && { ...page, messages: page.messages.map((m) => (m.isRead || m.sender_id === readerId ? m : { ...m, isRead: true, readAt })) },
      );
      // A list fetched before the read (after a new message's frame) must not bring the count back.
      await queryClient.cancelQueries({ queryKey: keys.allConversations() });
      queryClient.setQueriesData<ConversationView[]>({ queryKey: keys.allConversations() }, (list) =>
        list?.map((conversation) => (conversation.id === conversationId ? { ...conversation, unreadCount: 0 } : conversation)),
      );
      void queryClient.invalidateQueries({ queryKey: keys.allConversations() });
      void queryClient.invalidateQueries({ queryKey: keys.unread() });
    },
  });
}

export function useDeleteMessageMutation(conversationId: number, inbox: InboxId = null) {
  const queryClient = useQueryClient();
  const keys = inboxKeys(inbox);
  return useMutation({
    mutationFn: (messageId: number) => deleteMessage(conversationId, messageId, inbox),
    onSuccess: (_answer, messageId) => {
      queryClient.setQueryData<ThreadPage>(
        keys.thread(conversationId),
        (page) => page && { ...page, messages: page.messages.map((m) => (m.id === messageId ? { ...m, deleted: true, content: 'Message deleted' } : m)) },
      );
      void queryClient.invalidateQueries({ queryKey: keys.allConversations() });
    },
  });
}

export function useRequestAnswerMutation(inbox: InboxId = null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ conversationId, accept }: { conversationId: number; accept: boolean }): Promise<void> => {
      if (accept) await acceptRequest(conversationId, inbox);
      else await declineRequest(conversationId, inbox);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: inboxKeys(inbox).allConversations() }),
  });
}

export function useBlockMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: number; block: boolean }) => (block ? blockMember(userId) : unblockMember(userId)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: messageKeys.blocks() }),
  });
}

export function useReportMutation(inbox: InboxId = null) {
  return useMutation({
    mutationFn: ({ conversationId, reason }: { conversationId: number; reason: string }) => reportConversation(conversationId, reason, inbox),
  });
}
