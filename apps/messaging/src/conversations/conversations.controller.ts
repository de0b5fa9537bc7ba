import { Body, Controller, HttpCode, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  MESSAGING,
  DASHBOARD,
  MODERATION,
  type CreateReport,
  type ConversationsQuery,
  type SendMessage,
  type StartConversation,
  type ThreadQuery,
} from '@stave/contracts';
import { Route, sendPage } from '@stave/platform';
import { ActingFor, actorOf, type Acting } from '@stave/domain';
import { AllowanceService } from './allowance.service';
import { ConversationsService } from './conversations.service';

type ConversationParams = { conversationId: number };

// Every route here honours `X-Act-As: <business id>` for the business's admins (ActingFor('manage')): they
// see and answer the business's conversations as the business would, and what they send records them (sent_by).
// Without the header a member acts as themself. Preferences and blocks stay the member's own (no header).
@Controller()
export class ConversationsController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly allowance: AllowanceService,
  ) {}

  // 201 with a new conversation, 200 with the pair's existing one.
  @Route(MESSAGING.start)
  async start(@ActingFor('manage') acting: Acting, @Body() body: StartConversation, @Res({ passthrough: true }) reply: FastifyReply) {
    const { created, conversation } = await this.conversations.start(acting.ownerId, body.otherUserId);
    reply.status(created ? 201 : 200);
    return conversation;
  }

  @Route(MESSAGING.send)
  send(@ActingFor('manage') acting: Acting, @Body() body: SendMessage) {
    return this.conversations.send(acting.ownerId, body.conversationId, body.content, actorOf(acting));
  }

  @Route(MESSAGING.conversations)
  async list(@ActingFor('manage') acting: Acting, @Query() query: ConversationsQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendPage(reply, await this.conversations.list(acting.ownerId, query));
  }

  // The dashboard's Messages counter (docs/web.md#screens) and the nav badge; the gateway's /api/user/stats reads it.
  @Route(DASHBOARD.unreadMessagesCount)
  unreadCount(@ActingFor('manage') acting: Acting) {
    return this.conversations.unreadCount(acting.ownerId);
  }

  @Route(MESSAGING.usage)
  usage(@ActingFor('manage') acting: Acting) {
    return this.allowance.usage(acting.ownerId);
  }

  @Route(MESSAGING.thread)
  async thread(
    @ActingFor('manage') acting: Acting,
    @Param() params: ConversationParams,
    @Query() query: ThreadQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return sendPage(reply, await this.conversations.thread(acting.ownerId, params.conversationId, query));
  }

  @Route(MESSAGING.markRead)
  markRead(@ActingFor('manage') acting: Acting, @Param() params: ConversationParams) {
    return this.conversations.markRead(acting.ownerId, params.conversationId);
  }

  @Route(MESSAGING.accept)
  accept(@ActingFor('manage') acting: Acting, @Param() params: ConversationParams) {
    return this.conversations.accept(acting.ownerId, params.conversationId);
  }

  @Route(MESSAGING.decline)
  @HttpCode(204)
  async decline(@ActingFor('manage') acting: Acting, @Param() params: ConversationParams): Promise<void> {
    await this.conversations.decline(acting.ownerId, params.conversationId);
  }

  @Route(MESSAGING.report)
  report(@ActingFor('manage') acting: Acting, @Param() params: ConversationParams, @Body() body: { reason: string }) {
    return this.conversations.report(acting.ownerId, params.conversationId, body.reason);
  }

  @Route(MESSAGING.deleteMessage)
  @HttpCode(204)
  async deleteMessage(@ActingFor('manage') acting: Acting, @Param() params: ConversationParams & { messageId: number }): Promise<void> {
    await this.conversations.deleteMessage(acting.ownerId, params.conversationId, params.messageId);
  }

  // A message the other member sent you, reported to the moderators.
  @Route(MODERATION.reportMessage)
  reportMessage(@ActingFor('manage') acting: Acting, @Param() params: ConversationParams & { messageId: number }, @Body() body: CreateReport) {
    return this.conversations.reportMessage(acting.ownerId, params.conversationId, params.messageId, body);
  }
}
