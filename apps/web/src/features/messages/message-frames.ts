import type { RealtimeFeature } from '@/features/realtime';
import { messageKeys } from './api/message-keys';
import { addToThread, mergeMessages } from './api/messages.queries';
import { fetchThreadSince, type ThreadPage } from './api/messages.api';

// Members typing per conversation (ids), until their frame expires: written only by the frames below, read by the
// thread (ThreadView's useIsTyping).
export type Typists = ReadonlyMap<number, ReadonlySet<number>>;

// The member's own messaging caches, kept current by the socket (docs/web.md#feature-boundaries): new, read and deleted
// messages in the threads, who is typing, and the unread count. A business's inbox has no frames.
export const messageFrames: RealtimeFeature = (queryClient) => {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const setTypist = (conversationId: number, userId: number, on: boolean) =>
    queryClient.setQueryData<Typists>(messageKeys.typing(), (current = new Map()) => {
      const next = new Map(current);
      const members = new Set(next.get(conversationId));
      if (on) members.add(userId);
      else members.delete(userId);
      if (members.size) next.set(conversationId, members);
      else next.delete(conversationId);
      return next;
    });
  return {
    frames: {
      'message.created': ({ data, unread }) => {
        addToThread(queryClient, data);
        // The recipient's copy carries their new unread total.
        if (unread) queryClient.setQueryData(messageKeys.unread(), unread.messages);
        setTypist(data.conversationId, data.sender_id, false);
        void queryClient.invalidateQueries({ queryKey: messageKeys.allConversations() });
      },
      'message.read': ({ data: { conversationId, readAt, upToMessageId, readerId } }) =>
        queryClient.setQueryData<ThreadPage>(
          messageKeys.thread(conversationId),
          (page) =>
            page && {
              ...page,
              messages: page.messages.map((m) => (m.id <= upToMessageId && m.sender_id !== readerId && !m.isRead ? { ...m, isRead: true, readAt } : m)),
            },
        ),
      'message.deleted': ({ data: { conversationId, messageId } }) => {
        queryClient.setQueryData<ThreadPage>(
          messageKeys.thread(conversationId),
          (page) => page && { ...page, messages: page.messages.map((m) => (m.id === messageId ? { ...m, deleted: true, content: 'Message deleted' } : m)) },
        );
        void queryClient.invalidateQueries({ queryKey: messageKeys.allConversations() });
      },
      typing: ({ data: { conversationId, userId, expiresInMs } }) => {
        const key = `${conversationId}:${userId}`;
        clearTimeout(timers.get(key));
        setTypist(conversationId, userId, true);
        timers.set(
          key,
          setTimeout(() => setTypist(conversationId, userId, false), expiresInMs),
        );
      },
      'unread.changed': ({ data }) => {
        if (data.messages !== undefined) queryClient.setQueryData(messageKeys.unread(), data.messages);
      },
    },
    // Every thread on screen (or cached) catches up with what arrived while the socket was down, merged by id, so
    // nothing shows twice; lists and counts are simply read again.
    resync: async () => {
      const threads = queryClient.getQueriesData<ThreadPage>({ queryKey: messageKeys.threads() });
      await Promise.all(
        threads.map(async ([key, page]) => {
          const conversationId = Number(key.at(-1));
          const last = page?.messages.at(-1);
          if (!page || !last || !conversationId) return;
          const missed = await fetchThreadSince(conversationId, last.id).catch(() => null);
          if (missed === null) return void queryClient.invalidateQueries({ queryKey: key });
          queryClient.setQueryData<ThreadPage>(key, (current) => mergeMessages(current, missed));
        }),
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.allConversations() });
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread() });
    },
    stop: () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      queryClient.setQueryData<Typists>(messageKeys.typing(), new Map());
    },
  };
};
