import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { IdParamsSchema } from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { SessionsService } from './sessions.service';

@Controller('api/user/sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  list(@CurrentUser() user: AuthUser) {
    return this.sessions.list(user);
  }

  @Delete(':id')
  endOne(@CurrentUser() user: AuthUser, @Param(new ZodPipe(IdParamsSchema)) params: { id: number }) {
    return this.sessions.endOne(user, params.id);
  }

  @Post('sign-out-others')
  @HttpCode(200)
  endOthers(@CurrentUser() user: AuthUser) {
    return this.sessions.endOthers(user);
  }
}
