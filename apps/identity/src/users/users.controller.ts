import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { TOTAL_COUNT_HEADER, UserIdParamsSchema, UsersQuerySchema, type UsersQuery } from '@stave/contracts';
import { CurrentUser, OptionalAuth, ZodPipe, type AuthUser } from '@stave/platform';
import { userNotFound } from './users.errors';
import { UsersService } from './users.service';

@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  // The spec's client expects the array itself; the total travels in a header.
  @Get()
  async search(@CurrentUser() user: AuthUser, @Query(new ZodPipe(UsersQuerySchema)) query: UsersQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const { users, total } = await this.users.search(user.id, query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return users;
  }

  @Get(':id')
  @OptionalAuth()
  profile(@Param('id') id: string, @CurrentUser() viewer: AuthUser | undefined) {
    // Spec §5: an id that isn't a whole number names no member.
    const parsed = UserIdParamsSchema.safeParse({ id });
    if (!parsed.success) throw userNotFound();
    return this.users.profile(parsed.data.id, viewer?.id);
  }
}
