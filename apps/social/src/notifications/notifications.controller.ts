import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  FeedQuerySchema,
  PostIdParamsSchema,
  UpdateNotificationPreferencesSchema,
  type FeedQuery,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
} from '@stave/contracts';
import { CurrentUser, ZodPipe, sendPage, type AuthUser } from '@stave/platform';
import { NotificationsService } from './notifications.service';

@Controller('api/notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  async list(@CurrentUser() user: AuthUser, @Query(new ZodPipe(FeedQuerySchema)) query: FeedQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendPage(reply, await this.notifications.list(user.id, query.before, query.limit));
  }

  @Get('unread-count')
  unreadCount(@CurrentUser() user: AuthUser) {
    return this.notifications.unreadCount(user.id);
  }

  // A fixed segment, declared before the ':id/…' routes (which are POSTs besides): never read as an id.
  @Get('preferences')
  preferences(@CurrentUser() user: AuthUser): Promise<NotificationPreferences> {
    return this.notifications.preferences(user.id);
  }

  @Put('preferences')
  updatePreferences(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(UpdateNotificationPreferencesSchema)) body: UpdateNotificationPreferences,
  ): Promise<NotificationPreferences> {
    return this.notifications.updatePreferences(user.id, body);
  }

  @Post('read-all')
  @HttpCode(204)
  async readAll(@CurrentUser() user: AuthUser): Promise<void> {
    await this.notifications.markAllRead(user.id);
  }

  @Post(':id/read')
  @HttpCode(204)
  async read(@CurrentUser() user: AuthUser, @Param(new ZodPipe(PostIdParamsSchema)) params: { id: number }): Promise<void> {
    await this.notifications.markRead(params.id, user.id);
  }
}
