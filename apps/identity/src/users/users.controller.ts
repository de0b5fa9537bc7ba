import { Controller, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { IDENTITY, TOTAL_COUNT_HEADER, type RouteParams, type UsersQuery } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { UsersService } from './users.service';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  // The spec's client expects the array itself; the total travels in a header.
  @Route(IDENTITY.searchUsers)
  async search(@CurrentUser() user: AuthUser, @Query() query: UsersQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const { users, total } = await this.users.search(user.id, query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return users;
  }

  @Route(IDENTITY.profile)
  // An id that isn't a whole number names no member: 404 like an unknown one (the contract's malformedParams).
  profile(@Param() params: RouteParams<typeof IDENTITY.profile>, @CurrentUser() viewer: AuthUser | undefined) {
    return this.users.profile(params.id, viewer?.id);
  }
}
