import type { RealtimeFeature } from '@/features/realtime';
import { notificationKeys } from './api/notifications.queries';

// The bell's caches, kept current by the socket (docs/web.md#feature-boundaries): social's notifications and the
// unread count.
export const notificationFrames: RealtimeFeature = (queryClient) => ({
  frames: {
    'unread.changed': ({ data }) => {
      if (data.notifications !== undefined) queryClient.setQueryData(notificationKeys.unread(), data.notifications);
    },
    'notification.created': () => void queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  },
  resync: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.root }),
});
