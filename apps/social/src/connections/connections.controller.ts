import { Body, Controller, HttpCode, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { SOCIAL, type SendConnectionRequest } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { ConnectionsService } from './connections.service';

@Controller()
export class ConnectionsController {
  constructor(private readonly connections: ConnectionsService) {}

  // 201 with the new pending request; 200 with the other member's request, now accepted, when they
  // had already asked (the two are connected).
  @Route(SOCIAL.requestConnection)
  async send(@CurrentUser() user: AuthUser, @Body() body: SendConnectionRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const { outcome, request } = await this.connections.send(user.id, body);
    reply.status(outcome === 'accepted' ? 200 : 201);
    return request;
  }

  @Route(SOCIAL.connections)
  list(@CurrentUser() user: AuthUser) {
    return this.connections.list(user.id);
  }

  @Route(SOCIAL.removeConnection)
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param() params: { id: number }): Promise<void> {
    await this.connections.remove(user.id, params.id);
  }

  @Route(SOCIAL.sentRequests)
  sent(@CurrentUser() user: AuthUser) {
    return this.connections.pending(user.id, 'sent');
  }

  @Route(SOCIAL.receivedRequests)
  received(@CurrentUser() user: AuthUser) {
    return this.connections.pending(user.id, 'received');
  }

  @Route(SOCIAL.acceptRequest)
  accept(@CurrentUser() user: AuthUser, @Param() params: { id: number }) {
    return this.connections.accept(params.id, user.id);
  }

  @Route(SOCIAL.declineRequest)
  decline(@CurrentUser() user: AuthUser, @Param() params: { id: number }) {
    return this.connections.decline(params.id, user.id);
  }

  @Route(SOCIAL.withdrawRequest)
  @HttpCode(204)
  async withdraw(@CurrentUser() user: AuthUser, @Param() params: { id: number }): Promise<void> {
    await this.connections.withdraw(params.id, user.id);
  }

  @Route(SOCIAL.networkStats)
  stats(@CurrentUser() user: AuthUser) {
    return this.connections.stats(user.id);
  }

  @Route(SOCIAL.recommendations)
  recommend(@CurrentUser() user: AuthUser, @Query() query: { limit: number }) {
    return this.connections.recommendations(user.id, query.limit);
  }
}
