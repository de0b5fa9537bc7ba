import { Body, Controller, HttpCode, Param } from '@nestjs/common';
import { MARKETPLACE, type RegisterStolen } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { StolenService } from './stolen.service';

@Controller()
export class StolenController {
  constructor(private readonly stolen: StolenService) {}

  @Route(MARKETPLACE.registerStolen)
  register(@CurrentUser() user: AuthUser, @Body() body: RegisterStolen) {
    return this.stolen.register(user.id, body);
  }

  @Route(MARKETPLACE.stolen)
  mine(@CurrentUser() user: AuthUser) {
    return this.stolen.mine(user.id);
  }

  @Route(MARKETPLACE.deleteStolen)
  @HttpCode(204)
  async withdraw(@CurrentUser() user: AuthUser, @Param() params: { id: number }) {
    await this.stolen.withdraw(user.id, params.id);
  }
}
