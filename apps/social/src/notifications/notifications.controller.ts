import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { FeedQuerySchema, PostIdParamsSchema, type FeedQuery } from '@stave/contracts';
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
