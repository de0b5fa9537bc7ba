import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PostIdParamsSchema, RecommendationsQuerySchema, SendConnectionRequestSchema, type SendConnectionRequest } from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { ConnectionsService } from './connections.service';

const IdParams = new ZodPipe(PostIdParamsSchema);

@Controller('api')
export class ConnectionsController {
  constructor(private readonly connections: ConnectionsService) {}

  // 201 with the new pending request; 200 with the other member's request, now accepted, when they
  // had already asked (the two are connected).
  @Post('connections')
  async send(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(SendConnectionRequestSchema)) body: SendConnectionRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { outcome, request } = await this.connections.send(user.id, body);
    reply.status(outcome === 'accepted' ? 200 : 201);
    return request;
  }

  @Get('connections')
  list(@CurrentUser() user: AuthUser) {
    return this.connections.list(user.id);
  }

  @Delete('connections/:id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param(IdParams) params: { id: number }): Promise<void> {
    await this.connections.remove(user.id, params.id);
  }

  @Get('connection-requests/sent')
  sent(@CurrentUser() user: AuthUser) {
    return this.connections.pending(user.id, 'sent');
  }

  @Get('connection-requests/received')
  received(@CurrentUser() user: AuthUser) {
    return this.connections.pending(user.id, 'received');
  }

  @Put('connection-requests/:id/accept')
  accept(@CurrentUser() user: AuthUser, @Param(IdParams) params: { id: number }) {
    return this.connections.accept(params.id, user.id);
  }

  @Put('connection-requests/:id/decline')
  decline(@CurrentUser() user: AuthUser, @Param(IdParams) params: { id: number }) {
    return this.connections.decline(params.id, user.id);
  }

  @Delete('connection-requests/:id')
  @HttpCode(204)
  async withdraw(@CurrentUser() user: AuthUser, @Param(IdParams) params: { id: number }): Promise<void> {
    await this.connections.withdraw(params.id, user.id);
  }

  @Get('user/network-stats')
  stats(@CurrentUser() user: AuthUser) {
    return this.connections.stats(user.id);
  }

  @Get('users/recommendations')
  recommend(@CurrentUser() user: AuthUser, @Query(new ZodPipe(RecommendationsQuerySchema)) query: { limit: number }) {
    return this.connections.recommendations(user.id, query.limit);
  }
}
