import { Injectable } from '@nestjs/common';
import {
  CommonErrorCode,
  NETWORK_MESSAGES,
  NOTIFICATION_PREFERENCE_GROUPS,
  type Notification,
  type NotificationPreferenceGroup,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
} from '@stave/contracts';
import { domainError, pageOf, parseCursor, type Page } from '@stave/platform';
import { actorsPhrase } from './notification-text';
import { NotificationsRepository, type NotificationRow } from './notifications.repository';

// The bell as a member reads it: their lines, marking them read, and which groups they hear of. The lines
// themselves are written by each event's recipe (recipes/), with NotificationBell.
@Injectable()
export class NotificationsService {
  constructor(private readonly notifications: NotificationsRepository) {}

  async list(userId: number, before: string | undefined, limit: number): Promise<Page<Notification>> {
    const rows = await this.notifications.list(userId, parseCursor(before), limit);
    return pageOf(
      rows,
      limit,
      (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }),
      ({ action, ...row }) => ({ ...row, message: lineOf(row, action), createdAt: row.createdAt.toISOString() }),
    );
  }

  unreadCount(userId: number) {
    return this.notifications.unreadCount(userId).then((count) => ({ count }));
  }

  async markRead(id: number, userId: number): Promise<void> {
    if (!(await this.notifications.markRead(id, userId))) throw domainError(CommonErrorCode.NotFound, { message: NETWORK_MESSAGES.notificationNotFound });
  }

  markAllRead(userId: number) {
    return this.notifications.markAllRead(userId);
  }

  // Settings › Notifications. Off applies to lines not yet written: what is already in the bell stays.
  async preferences(userId: number): Promise<NotificationPreferences> {
    return notificationPreferencesOf(await this.notifications.mutedGroups(userId));
  }

  async updatePreferences(userId: number, change: UpdateNotificationPreferences): Promise<NotificationPreferences> {
    const chosen = Object.entries(change) as Array<[NotificationPreferenceGroup, boolean | undefined]>;
    const off = chosen.filter(([, on]) => on === false).map(([group]) => group);
    const on = chosen.filter(([, on]) => on === true).map(([group]) => group);
    return notificationPreferencesOf(await this.notifications.changeMuted(userId, off, on));
  }
}

// Every group, on unless the member turned it off (a name no longer a group is ignored). Also the export's
// notificationPreferences.
export function notificationPreferencesOf(muted: readonly string[]): NotificationPreferences {
  return Object.fromEntries(NOTIFICATION_PREFERENCE_GROUPS.map((group) => [group, !muted.includes(group)])) as NotificationPreferences;
}

// 'Ada liked your post “…”', or 'Ada and 2 others liked your post “…”' once grouped, with the
// latest actor's current name. Lines without an action (requests, acceptances) read as written.
function lineOf(row: Pick<NotificationRow, 'message' | 'count' | 'actors'>, action: string | null): string {
  const latest = row.actors[0];
  if (!action || !latest) return row.message;
  return `${actorsPhrase(latest.name, row.count)} ${action}`;
}
