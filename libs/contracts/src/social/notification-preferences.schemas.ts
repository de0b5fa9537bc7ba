import { z } from 'zod';
import type { NotificationSubtype, NotificationType } from '../enums';

// Settings › Notifications: which kinds of notification a member wants in their bell. Off means the line is
// never written (nothing is hidden later). What concerns the account itself — a listing hidden or moderated, a
// storefront verification decided, billing, achievements — is always sent.
export const NOTIFICATION_PREFERENCE_GROUPS = ['likes', 'comments', 'mentions', 'follows', 'connections', 'jobs', 'events', 'marketplace'] as const;
export type NotificationPreferenceGroup = (typeof NOTIFICATION_PREFERENCE_GROUPS)[number];

export const NOTIFICATION_PREFERENCE_LABELS: Record<NotificationPreferenceGroup, { label: string; description: string }> = {
  likes: { label: 'Likes', description: 'Someone likes your post' },
  comments: { label: 'Comments', description: 'Someone comments on your post' },
  mentions: { label: 'Mentions', description: 'Someone mentions you in a post' },
  follows: { label: 'New followers', description: 'Someone starts following you' },
  connections: { label: 'Connections', description: 'Connection requests, and requests accepted' },
  jobs: { label: 'Jobs', description: 'Applications to your jobs, and news of your applications' },
  events: { label: 'Events', description: 'RSVPs to your events, changes and reminders' },
  marketplace: { label: 'Marketplace', description: 'Gear you watch drops in price or sells; your listings about to expire' },
};

// The group a notification belongs to, or null for one that is always sent.
export function notificationPreferenceGroup(type: NotificationType, subtype: NotificationSubtype | null): NotificationPreferenceGroup | null {
  if (subtype === 'mention') return 'mentions';
  if (subtype === 'connection_request' || subtype === 'connection_accepted') return 'connections';
  if (subtype === 'job_application' || subtype === 'application_update') return 'jobs';
  if (subtype === 'event_update' || subtype === 'event_reminder' || type === 'event_rsvp') return 'events';
  if (subtype === 'listing_watch' || subtype === 'listing_expiring') return 'marketplace';
  if (subtype !== null) return null;
  if (type === 'like') return 'likes';
  if (type === 'comment') return 'comments';
  if (type === 'follow') return 'follows';
  return null;
}

// Every group, on (true) or off; a member who never chose has all on.
export const NotificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_PREFERENCE_GROUPS.map((group) => [group, z.boolean()])) as Record<NotificationPreferenceGroup, z.ZodBoolean>,
);
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

// A change: any of the groups; unknown keys are refused (a typo must not look saved).
export const UpdateNotificationPreferencesSchema = NotificationPreferencesSchema.partial().strict();
export type UpdateNotificationPreferences = z.infer<typeof UpdateNotificationPreferencesSchema>;
