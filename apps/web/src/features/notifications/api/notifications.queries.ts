import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@stave/contracts';
import { fetchNotifications, fetchUnreadCount, markAllNotificationsRead, markNotificationRead } from '@/features/notifications/api/notifications.api';
import { useRealtimeStatus } from '@/features/realtime';

export const notificationKeys = {
  root: ['notifications'] as const,
  unread: () => [...notificationKeys.root, 'unread-count'] as const,
  list: () => [...notificationKeys.root, 'list'] as const,
};

// The unread count is polled every 30 s, while the live socket is down; when it is
// up, social's notifications arrive over it (features/realtime).
export const UNREAD_POLL_MS = 30_000;

export function useUnreadCountQuery() {
  const live = useRealtimeStatus() === 'open';
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    refetchInterval: live ? false : UNREAD_POLL_MS,
    staleTime: UNREAD_POLL_MS,
  });
}

export function useNotificationsQuery(enabled: boolean) {
  return useQuery({ queryKey: notificationKeys.list(), queryFn: ({ signal }) => fetchNotifications(signal), enabled, staleTime: 0, refetchOnMount: 'always' });
}

// Optimistic: the line turns read and the badge drops at once; both come back on failure.
export function useMarkReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markNotificationRead(id),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.root });
      const list = queryClient.getQueryData<Notification[]>(notificationKeys.list());
      const unread = queryClient.getQueryData<number | null>(notificationKeys.unread());
      queryClient.setQueryData<Notification[]>(notificationKeys.list(), (items) => items?.map((n) => (n.id === id ? { ...n, isRead: true } : n)));
      queryClient.setQueryData<number | null>(notificationKeys.unread(), (count) => (typeof count === 'number' ? Math.max(0, count - 1) : count));
      return { list, unread };
    },
    onError: (_error, _id, context) => {
      queryClient.setQueryData(notificationKeys.list(), context?.list);
      queryClient.setQueryData(notificationKeys.unread(), context?.unread);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unread() }),
  });
}

export function useMarkAllReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.root });
      const list = queryClient.getQueryData<Notification[]>(notificationKeys.list());
      const unread = queryClient.getQueryData<number | null>(notificationKeys.unread());
      queryClient.setQueryData<Notification[]>(notificationKeys.list(), (items) => items?.map((n) => ({ ...n, isRead: true })));
      queryClient.setQueryData<number | null>(notificationKeys.unread(), (count) => (typeof count === 'number' ? 0 : count));
      return { list, unread };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(notificationKeys.list(), context?.list);
      queryClient.setQueryData(notificationKeys.unread(), context?.unread);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.root }),
  });
}
