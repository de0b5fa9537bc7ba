import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ServerFrame } from '@stave/contracts';
import { useAuth } from '@/features/auth';
import { addToThread, fetchRealtimeTicket, fetchThreadSince, mergeMessages, messageKeys, type ThreadPage } from '@/features/messages';
import { notificationKeys } from '@/features/notifications';
import { apiUrl } from '@/lib/api-client';
import { AUTH_EVENTS } from '@/lib/auth-events';
import { RealtimeContext, type RealtimeContextValue } from './RealtimeContext';
import { RealtimeClient, type RealtimeStatus } from './realtime-client';

const socketUrl = (ticket: string) => `${apiUrl('/ws').replace(/^http/, 'ws')}?ticket=${encodeURIComponent(ticket)}`;

// Every thread on screen (or cached) catches up with what arrived while the socket was down,
// merged by id, so nothing shows twice; lists and counts are simply read again.
async function resync(queryClient: QueryClient): Promise<void> {
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
  void queryClient.invalidateQueries({ queryKey: notificationKeys.root });
}

// The socket of a signed-in tab, and what its frames change: the messaging caches, the unread
// counts and the bell. Pages read the same queries as without it; they only stop polling.
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { status: authStatus } = useAuth();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<RealtimeStatus>('idle');
  const [typing, setTyping] = useState<ReadonlyMap<number, ReadonlySet<number>>>(new Map());
  const typingTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const client = useRef<RealtimeClient | null>(null);

  useEffect(() => {
    if (authStatus !== 'signedIn') return;
    const timers = typingTimers.current;
    const setTypist = (conversationId: number, userId: number, on: boolean) =>
      setTyping((current) => {
        const next = new Map(current);
        const members = new Set(next.get(conversationId));
        if (on) members.add(userId);
        else members.delete(userId);
        if (members.size) next.set(conversationId, members);
        else next.delete(conversationId);
        return next;
      });
    const apply = (frame: ServerFrame) => {
      switch (frame.type) {
        case 'ready':
          void resync(queryClient);
          return;
        case 'message.created':
          addToThread(queryClient, frame.data);
          setTypist(frame.data.conversationId, frame.data.sender_id, false);
          void queryClient.invalidateQueries({ queryKey: messageKeys.allConversations() });
          return;
        case 'message.read': {
          const { conversationId, readAt, upToMessageId, readerId } = frame.data;
          queryClient.setQueryData<ThreadPage>(
            messageKeys.thread(conversationId),
            (page) =>
              page && {
                ...page,
                messages: page.messages.map((m) => (m.id <= upToMessageId && m.sender_id !== readerId && !m.isRead ? { ...m, isRead: true, readAt } : m)),
              },
          );
          return;
        }
        case 'message.deleted': {
          const { conversationId, messageId } = frame.data;
          queryClient.setQueryData<ThreadPage>(
            messageKeys.thread(conversationId),
            (page) => page && { ...page, messages: page.messages.map((m) => (m.id === messageId ? { ...m, deleted: true, content: 'Message deleted' } : m)) },
          );
          void queryClient.invalidateQueries({ queryKey: messageKeys.allConversations() });
          return;
        }
        case 'typing': {
          const { conversationId, userId, expiresInMs } = frame.data;
          const key = `${conversationId}:${userId}`;
          clearTimeout(timers.get(key));
          setTypist(conversationId, userId, true);
          timers.set(
            key,
            setTimeout(() => setTypist(conversationId, userId, false), expiresInMs),
          );
          return;
        }
        case 'unread.changed':
          if (frame.data.messages !== undefined) queryClient.setQueryData(messageKeys.unread(), frame.data.messages);
          if (frame.data.notifications !== undefined) queryClient.setQueryData(notificationKeys.unread(), frame.data.notifications);
          return;
        case 'notification.created':
          void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
          return;
      }
    };
    const realtime = new RealtimeClient({
      ticket: fetchRealtimeTicket,
      url: socketUrl,
      onFrame: apply,
      onStatus: setStatus,
    });
    client.current = realtime;
    realtime.start();
    const letGo = () => realtime.stop();
    window.addEventListener(AUTH_EVENTS.signingOut, letGo);
    return () => {
      window.removeEventListener(AUTH_EVENTS.signingOut, letGo);
      realtime.stop();
      client.current = null;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      setTyping(new Map());
    };
  }, [authStatus, queryClient]);

  const value = useMemo<RealtimeContextValue>(() => ({ status, typing, send: (frame) => client.current?.send(frame) }), [status, typing]);
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}
