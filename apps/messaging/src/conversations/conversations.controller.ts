import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  CreateReportSchema,
  type CreateReport,
  ConversationParamsSchema,
  ConversationsQuerySchema,
  MessageParamsSchema,
  ReportConversationSchema,
  SendMessageSchema,
  StartConversationSchema,
  ThreadQuerySchema,
  type ConversationsQuery,
  type SendMessage,
  type StartConversation,
  type ThreadQuery,
} from '@stave/contracts';
import { CurrentUser, ZodPipe, sendPage, type AuthUser } from '@stave/platform';
import { AllowanceService } from './allowance.service';
import { ConversationsService } from './conversations.service';

const ConversationParams = new ZodPipe(ConversationParamsSchema);
type ConversationParams = { conversationId: number };

@Controller('api/messages')
export class ConversationsController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly allowance: AllowanceService,
  ) {}

  // 201 with a new conversation, 200 with the pair's existing one.
  @Post('start')
  async start(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(StartConversationSchema)) body: StartConversation,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { created, conversation } = await this.conversations.start(user.id, body.otherUserId);
    reply.status(created ? 201 : 200);
    return conversation;
  }

  @Post()
  send(@CurrentUser() user: AuthUser, @Body(new ZodPipe(SendMessageSchema)) body: SendMessage) {
    return this.conversations.send(user.id, body.conversationId, body.content);
  }

  @Get('conversations')
  async list(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(ConversationsQuerySchema)) query: ConversationsQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return sendPage(reply, await this.conversations.list(user.id, query));
  }

  // The dashboard's Messages counter (spec §2) and the nav badge; the gateway's /api/user/stats reads it.
  @Get('unread-count')
  unreadCount(@CurrentUser() user: AuthUser) {
    return this.conversations.unreadCount(user.id);
  }

  @Get('usage')
  usage(@CurrentUser() user: AuthUser) {
    return this.allowance.usage(user.id);
  }

  @Get(':conversationId')
  async thread(
    @CurrentUser() user: AuthUser,
    @Param(ConversationParams) params: ConversationParams,
    @Query(new ZodPipe(ThreadQuerySchema)) query: ThreadQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return sendPage(reply, await this.conversations.thread(user.id, params.conversationId, query));
  }

  @Put(':conversationId/read')
  markRead(@CurrentUser() user: AuthUser, @Param(ConversationParams) params: ConversationParams) {
    return this.conversations.markRead(user.id, params.conversationId);
  }

  @Put(':conversationId/accept')
  accept(@CurrentUser() user: AuthUser, @Param(ConversationParams) params: ConversationParams) {
    return this.conversations.accept(user.id, params.conversationId);
  }

  @Put(':conversationId/decline')
  @HttpCode(204)
  async decline(@CurrentUser() user: AuthUser, @Param(ConversationParams) params: ConversationParams): Promise<void> {
    await this.conversations.decline(user.id, params.conversationId);
  }

  @Post(':conversationId/report')
  report(
    @CurrentUser() user: AuthUser,
    @Param(ConversationParams) params: ConversationParams,
    @Body(new ZodPipe(ReportConversationSchema)) body: { reason: string },
  ) {
    return this.conversations.report(user.id, params.conversationId, body.reason);
  }

  @Delete(':conversationId/:messageId')
  @HttpCode(204)
  async deleteMessage(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(MessageParamsSchema)) params: ConversationParams & { messageId: number },
  ): Promise<void> {
    await this.conversations.deleteMessage(user.id, params.conversationId, params.messageId);
  }

  // Issue 16: a message the other member sent you, reported to the moderators.
  @Post(':conversationId/:messageId/report')
  reportMessage(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(MessageParamsSchema)) params: ConversationParams & { messageId: number },
    @Body(new ZodPipe(CreateReportSchema)) body: CreateReport,
  ) {
    return this.conversations.reportMessage(user.id, params.conversationId, params.messageId, body);
  }
}
