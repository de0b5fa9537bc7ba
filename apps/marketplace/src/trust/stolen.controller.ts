import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { RegisterStolenSchema, StolenParamsSchema, type RegisterStolen } from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { StolenService } from './stolen.service';

@Controller('api/marketplace/stolen')
export class StolenController {
  constructor(private readonly stolen: StolenService) {}

  @Post()
  register(@CurrentUser() user: AuthUser, @Body(new ZodPipe(RegisterStolenSchema)) body: RegisterStolen) {
    return this.stolen.register(user.id, body);
  }

  @Get()
  mine(@CurrentUser() user: AuthUser) {
    return this.stolen.mine(user.id);
  }

  @Delete(':id')
  @HttpCode(204)
  async withdraw(@CurrentUser() user: AuthUser, @Param(new ZodPipe(StolenParamsSchema)) params: { id: number }) {
    await this.stolen.withdraw(user.id, params.id);
  }
}
