import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CompleteReferralSchema, CreateReferralSchema, ReferralTokenParamsSchema, type CompleteReferral, type CreateReferral } from '@stave/contracts';
import { CurrentUser, Public, ZodPipe, type AuthUser } from '@stave/platform';
import { ReferralsService } from './referrals.service';

@Controller('api/referrals')
export class ReferralsController {
  constructor(private readonly referrals: ReferralsService) {}

  @Get()
  list(@CurrentUser() user: AuthUser) {
    return this.referrals.list(user.id);
  }

  @Post()
  invite(@CurrentUser() user: AuthUser, @Body(new ZodPipe(CreateReferralSchema)) body: CreateReferral) {
    return this.referrals.invite(user.id, body.email);
  }

  @Get('validate/:token')
  @Public()
  validate(@Param(new ZodPipe(ReferralTokenParamsSchema)) params: { token: string }) {
    return this.referrals.validate(params.token);
  }

  // The spec's client sends {userId}: checked to be an id, and otherwise ignored: the signed-in member is the one joining.
  @Post('complete/:token')
  @HttpCode(200)
  complete(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(ReferralTokenParamsSchema)) params: { token: string },
    @Body(new ZodPipe(CompleteReferralSchema)) _body: CompleteReferral,
  ) {
    return this.referrals.complete(params.token, user.id);
  }
}
