import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { BlockMemberSchema, MemberParamsSchema } from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { BlocksService } from './blocks.service';

@Controller('api/messages/blocks')
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Get()
  list(@CurrentUser() user: AuthUser) {
    return this.blocks.list(user.id);
  }

  @Post()
  @HttpCode(200)
  block(@CurrentUser() user: AuthUser, @Body(new ZodPipe(BlockMemberSchema)) body: { userId: number }) {
    return this.blocks.block(user.id, body.userId);
  }

  @Delete(':userId')
  @HttpCode(204)
  async unblock(@CurrentUser() user: AuthUser, @Param(new ZodPipe(MemberParamsSchema)) params: { userId: number }): Promise<void> {
    await this.blocks.unblock(user.id, params.userId);
  }
}
