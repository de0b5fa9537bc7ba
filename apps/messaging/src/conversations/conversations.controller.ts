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
import { ZodPipe, sendPage } from '@stave/platform';
import { ActingFor, actorOf, type Acting } from '@stave/domain';
import { AllowanceService } from './allowance.service';
import { ConversationsService } from './conversations.service';

const ConversationParams = new ZodPipe(ConversationParamsSchema);
type ConversationParams = { conversationId: number };

// Issue 17: every route here honours `X-Act-As: <business id>` for the business's admins (ActingFor('manage')): they
// see and answer the business's conversations as the business would, and what they send records them (sent_by).
// Without the header a member acts as themself. Preferences and blocks stay the member's own (no header).
@Controller('api/messages')
export class ConversationsController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly allowance: AllowanceService,
  ) {}

  // 201 with a new conversation, 200 with the pair's existing one.
  @Post('start')
  async start(
    @ActingFor('manage') acting: Acting,
    @Body(new ZodPipe(StartConversationSchema)) body: StartConversation,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { created, conversation } = await this.conversations.start(acting.ownerId, body.otherUserId);
    reply.status(created ? 201 : 200);
    return conversation;
  }

  @Post()
  send(@ActingFor('manage') acting: Acting, @Body(new ZodPipe(SendMessageSchema)) body: SendMessage) {
    return this.conversations.send(acting.ownerId, body.conversationId, body.content, actorOf(acting));
  }

  @Get('conversations')
  async list(
    @ActingFor('manage') acting: Acting,
    @Query(new ZodPipe(ConversationsQuerySchema)) query: ConversationsQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return sendPage(reply, await this.conversations.list(acting.ownerId, query));
  }

  // The dashboard's Messages counter (spec §2) and the nav badge; the gateway's /api/user/stats reads it.
  @Get('unread-count')
  unreadCount(@ActingFor('manage') acting: Acting) {
    return this.conversations.unreadCount(acting.ownerId);
  }

  @Get('usage')
  usage(@ActingFor('manage') acting: Acting) {
    return this.allowance.usage(acting.ownerId);
  }

  @Get(':conversationId')
  async thread(
    @ActingFor('manage') acting: Acting,
    @Param(ConversationParams) params: ConversationParams,
    @Query(new ZodPipe(ThreadQuerySchema)) query: ThreadQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return sendPage(reply, await this.conversations.thread(acting.ownerId, params.conversationId, query));
  }

  @Put(':conversationId/read')
  markRead(@ActingFor('manage') acting: Acting, @Param(ConversationParams) params: ConversationParams) {
    return this.conversations.markRead(acting.ownerId, params.conversationId);
  }

  @Put(':conversationId/accept')
  accept(@ActingFor('manage') acting: Acting, @Param(ConversationParams) params: ConversationParams) {
    return this.conversations.accept(acting.ownerId, params.conversationId);
  }

  @Put(':conversationId/decline')
  @HttpCode(204)
  async decline(@ActingFor('manage') acting: Acting, @Param(ConversationParams) params: ConversationParams): Promise<void> {
    await this.conversations.decline(acting.ownerId, params.conversationId);
  }

  @Post(':conversationId/report')
  report(
    @ActingFor('manage') acting: Acting,
    @Param(ConversationParams) params: ConversationParams,
    @Body(new ZodPipe(ReportConversationSchema)) body: { reason: string },
  ) {
    return this.conversations.report(acting.ownerId, params.conversationId, body.reason);
  }

  @Delete(':conversationId/:messageId')
  @HttpCode(204)
  async deleteMessage(
    @ActingFor('manage') acting: Acting,
    @Param(new ZodPipe(MessageParamsSchema)) params: ConversationParams & { messageId: number },
  ): Promise<void> {
    await this.conversations.deleteMessage(acting.ownerId, params.conversationId, params.messageId);
  }

  // Issue 16: a message the other member sent you, reported to the moderators.
  @Post(':conversationId/:messageId/report')
  reportMessage(
    @ActingFor('manage') acting: Acting,
    @Param(new ZodPipe(MessageParamsSchema)) params: ConversationParams & { messageId: number },
    @Body(new ZodPipe(CreateReportSchema)) body: CreateReport,
  ) {
    return this.conversations.reportMessage(acting.ownerId, params.conversationId, params.messageId, body);
  }
}
