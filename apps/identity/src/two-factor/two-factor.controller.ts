import { Body, Controller, HttpCode } from '@nestjs/common';
import { IDENTITY, type DisableTwoFactor, type EnableTwoFactor } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { TwoFactorService } from './two-factor.service';

@Controller()
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Route(IDENTITY.twoFactorStatus)
  status(@CurrentUser() user: AuthUser) {
    return this.twoFactor.status(user.id);
  }

  @Route(IDENTITY.twoFactorSetup)
  @HttpCode(200)
  setup(@CurrentUser() user: AuthUser) {
    return this.twoFactor.setup(user.id);
  }

  @Route(IDENTITY.twoFactorEnable)
  @HttpCode(200)
  enable(@CurrentUser() user: AuthUser, @Body() body: EnableTwoFactor) {
    return this.twoFactor.enable(user.id, body.code);
  }

  @Route(IDENTITY.twoFactorRecoveryCodes)
  @HttpCode(200)
  recoveryCodes(@CurrentUser() user: AuthUser, @Body() body: EnableTwoFactor) {
    return this.twoFactor.replaceRecoveryCodes(user.id, body.code);
  }

  @Route(IDENTITY.twoFactorDisable)
  @HttpCode(200)
  disable(@CurrentUser() user: AuthUser, @Body() body: DisableTwoFactor) {
    return this.twoFactor.disable(user.id, body.password, body.code);
  }
}
