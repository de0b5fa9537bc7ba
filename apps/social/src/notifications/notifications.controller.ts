import { Body, Controller, HttpCode, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { SOCIAL, type FeedQuery, type NotificationPreferences, type UpdateNotificationPreferences } from '@stave/contracts';
import { Route, CurrentUser, sendPage, type AuthUser } from '@stave/platform';
import { NotificationsService } from './notifications.service';

@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Route(SOCIAL.notifications)
  async list(@CurrentUser() user: AuthUser, @Query() query: FeedQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendPage(reply, await this.notifications.list(user.id, query.before, query.limit));
  }

  @Route(SOCIAL.notificationsUnreadCount)
  unreadCount(@CurrentUser() user: AuthUser) {
    return this.notifications.unreadCount(user.id);
  }

  // A fixed segment, declared before the ':id/…' routes (which are POSTs besides): never read as an id.
  @Route(SOCIAL.notificationPreferences)
  preferences(@CurrentUser() user: AuthUser): Promise<NotificationPreferences> {
    return this.notifications.preferences(user.id);
  }

  @Route(SOCIAL.updateNotificationPreferences)
  updatePreferences(@CurrentUser() user: AuthUser, @Body() body: UpdateNotificationPreferences): Promise<NotificationPreferences> {
    return this.notifications.updatePreferences(user.id, body);
  }

  @Route(SOCIAL.markAllNotificationsRead)
  @HttpCode(204)
  async readAll(@CurrentUser() user: AuthUser): Promise<void> {
    await this.notifications.markAllRead(user.id);
  }

  @Route(SOCIAL.markNotificationRead)
  @HttpCode(204)
  async read(@CurrentUser() user: AuthUser, @Param() params: { id: number }): Promise<void> {
    await this.notifications.markRead(params.id, user.id);
  }
}
