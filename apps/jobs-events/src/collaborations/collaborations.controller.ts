import { Body, Controller, Header, HttpCode, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  COLLABORATIONS,
  NEXT_PAGE_HEADER,
  TOTAL_COUNT_HEADER,
  type CollaborationRespondersQuery,
  type CollaborationsQuery,
  type CreateCollaboration,
  type UpdateCollaboration,
} from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { ActingFor, type Acting } from '@stave/domain';
import { CollaborationsService } from './collaborations.service';

type Params = { id: number };

@Controller()
export class CollaborationsController {
  constructor(private readonly collaborations: CollaborationsService) {}

  @Route(COLLABORATIONS.list)
  @Header('Cache-Control', 'no-cache, no-store, must-revalidate')
  async list(@CurrentUser() user: AuthUser, @Query() query: CollaborationsQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const { collaborations, total, nextPage } = await this.collaborations.list(user.id, query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    if (nextPage !== null) reply.header(NEXT_PAGE_HEADER, String(nextPage));
    return collaborations;
  }

  @Route(COLLABORATIONS.create)
  create(@ActingFor('post') acting: Acting, @Body() body: CreateCollaboration) {
    return this.collaborations.create(acting, body);
  }

  @Route(COLLABORATIONS.genres)
  genres() {
    return this.collaborations.popularGenres();
  }

  @Route(COLLABORATIONS.get)
  get(@ActingFor('manage') acting: Acting, @Param() params: Params) {
    return this.collaborations.get(acting.ownerId, params.id);
  }

  @Route(COLLABORATIONS.update)
  update(@ActingFor('manage') acting: Acting, @Param() params: Params, @Body() body: UpdateCollaboration) {
    return this.collaborations.update(acting, params.id, body);
  }

  @Route(COLLABORATIONS.delete)
  @HttpCode(204)
  async delete(@ActingFor('manage') acting: Acting, @Param() params: Params) {
    await this.collaborations.delete(acting, params.id);
  }

  @Route(COLLABORATIONS.responses)
  @Header('Cache-Control', 'no-cache, no-store, must-revalidate')
  async responses(
    @ActingFor('manage') acting: Acting,
    @Param() params: Params,
    @Query() query: CollaborationRespondersQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { responders, total, nextPage } = await this.collaborations.responders(acting.ownerId, params.id, query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    if (nextPage !== null) reply.header(NEXT_PAGE_HEADER, String(nextPage));
    return responders;
  }

  @Route(COLLABORATIONS.respond)
  @HttpCode(200)
  respond(@CurrentUser() user: AuthUser, @Param() params: Params) {
    return this.collaborations.respond(user.id, params.id);
  }
}
