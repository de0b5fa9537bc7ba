import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { DisableTwoFactorSchema, EnableTwoFactorSchema, type DisableTwoFactor, type EnableTwoFactor } from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { TwoFactorService } from './two-factor.service';

@Controller('api/user/two-factor')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get()
  status(@CurrentUser() user: AuthUser) {
    return this.twoFactor.status(user.id);
  }

  @Post('setup')
  @HttpCode(200)
  setup(@CurrentUser() user: AuthUser) {
    return this.twoFactor.setup(user.id);
  }

  @Post('enable')
  @HttpCode(200)
  enable(@CurrentUser() user: AuthUser, @Body(new ZodPipe(EnableTwoFactorSchema)) body: EnableTwoFactor) {
    return this.twoFactor.enable(user.id, body.code);
  }

  @Post('recovery-codes')
  @HttpCode(200)
  recoveryCodes(@CurrentUser() user: AuthUser, @Body(new ZodPipe(EnableTwoFactorSchema)) body: EnableTwoFactor) {
    return this.twoFactor.replaceRecoveryCodes(user.id, body.code);
  }

  @Post('disable')
  @HttpCode(200)
  disable(@CurrentUser() user: AuthUser, @Body(new ZodPipe(DisableTwoFactorSchema)) body: DisableTwoFactor) {
    return this.twoFactor.disable(user.id, body.password, body.code);
  }
}
