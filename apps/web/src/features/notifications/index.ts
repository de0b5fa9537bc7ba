// Notifications: the bell (its menu loads on first use) for the signed-in frame and the pages that carry their own
// header (docs/web.md#feature-boundaries).
export { NotificationBell } from '@/features/notifications/components/NotificationBell';
export { notificationFrames } from '@/features/notifications/notification-frames';
