import { Body, Controller, HttpCode, Param } from '@nestjs/common';
import { MESSAGING } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { BlocksService } from './blocks.service';

@Controller()
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Route(MESSAGING.blocks)
  list(@CurrentUser() user: AuthUser) {
    return this.blocks.list(user.id);
  }

  @Route(MESSAGING.block)
  @HttpCode(200)
  block(@CurrentUser() user: AuthUser, @Body() body: { userId: number }) {
    return this.blocks.block(user.id, body.userId);
  }

  @Route(MESSAGING.unblock)
  @HttpCode(204)
  async unblock(@CurrentUser() user: AuthUser, @Param() params: { userId: number }): Promise<void> {
    await this.blocks.unblock(user.id, params.userId);
  }
}
