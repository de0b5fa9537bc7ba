import { Body, Controller, HttpCode, Param } from '@nestjs/common';
import { IDENTITY, type CompleteReferral, type CreateReferral } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { ReferralsService } from './referrals.service';

@Controller()
export class ReferralsController {
  constructor(private readonly referrals: ReferralsService) {}

  @Route(IDENTITY.referrals)
  list(@CurrentUser() user: AuthUser) {
    return this.referrals.list(user.id);
  }

  @Route(IDENTITY.createReferral)
  invite(@CurrentUser() user: AuthUser, @Body() body: CreateReferral) {
    return this.referrals.invite(user.id, body.email);
  }

  @Route(IDENTITY.validateReferral)
  validate(@Param() params: { token: string }) {
    return this.referrals.validate(params.token);
  }

  // The spec's client sends {userId}: checked to be an id, and otherwise ignored: the signed-in member is the one joining.
  @Route(IDENTITY.completeReferral)
  @HttpCode(200)
  complete(@CurrentUser() user: AuthUser, @Param() params: { token: string }, @Body() _body: CompleteReferral) {
    return this.referrals.complete(params.token, user.id);
  }
}
