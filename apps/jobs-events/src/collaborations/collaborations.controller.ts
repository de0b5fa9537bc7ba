import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  CollaborationParamsSchema,
  CollaborationsQuerySchema,
  CreateCollaborationSchema,
  NEXT_PAGE_HEADER,
  TOTAL_COUNT_HEADER,
  UpdateCollaborationSchema,
  type CollaborationsQuery,
  type CreateCollaboration,
  type UpdateCollaboration,
} from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { ActingFor, type Acting } from '@stave/domain';
import { CollaborationsService } from './collaborations.service';

const Params = new ZodPipe(CollaborationParamsSchema);
type Params = { id: number };

@Controller('api/collaborations')
export class CollaborationsController {
  constructor(private readonly collaborations: CollaborationsService) {}

  @Get()
  @Header('Cache-Control', 'no-cache, no-store, must-revalidate')
  async list(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(CollaborationsQuerySchema)) query: CollaborationsQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { collaborations, total, nextPage } = await this.collaborations.list(user.id, query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    if (nextPage !== null) reply.header(NEXT_PAGE_HEADER, String(nextPage));
    return collaborations;
  }

  @Post()
  create(@ActingFor('post') acting: Acting, @Body(new ZodPipe(CreateCollaborationSchema)) body: CreateCollaboration) {
    return this.collaborations.create(acting, body);
  }

  @Get('genres')
  genres() {
    return this.collaborations.popularGenres();
  }

  @Get(':id')
  get(@ActingFor('manage') acting: Acting, @Param(Params) params: Params) {
    return this.collaborations.get(acting.ownerId, params.id);
  }

  @Patch(':id')
  update(@ActingFor('manage') acting: Acting, @Param(Params) params: Params, @Body(new ZodPipe(UpdateCollaborationSchema)) body: UpdateCollaboration) {
    return this.collaborations.update(acting, params.id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  async delete(@ActingFor('manage') acting: Acting, @Param(Params) params: Params) {
    await this.collaborations.delete(acting, params.id);
  }

  @Post(':id/respond')
  @HttpCode(200)
  respond(@CurrentUser() user: AuthUser, @Param(Params) params: Params) {
    return this.collaborations.respond(user.id, params.id);
  }
}
