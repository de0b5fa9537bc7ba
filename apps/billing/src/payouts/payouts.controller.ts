import { Controller, HttpCode } from '@nestjs/common';
import { BILLING, type PayoutAccount, type PayoutOnboarding } from '@stave/contracts';
import { CurrentUser, Route, type AuthUser } from '@stave/platform';
import { PayoutsService } from './payouts.service';

@Controller()
export class PayoutsController {
  constructor(private readonly payouts: PayoutsService) {}

  @Route(BILLING.payouts)
  view(@CurrentUser() user: AuthUser): Promise<PayoutAccount> {
    return this.payouts.view(user.id);
  }

  @Route(BILLING.payoutsOnboarding)
  @HttpCode(200)
  onboarding(@CurrentUser() user: AuthUser): Promise<PayoutOnboarding> {
    return this.payouts.onboarding(user.id);
  }

  @Route(BILLING.payoutsSync)
  @HttpCode(200)
  sync(@CurrentUser() user: AuthUser): Promise<PayoutAccount> {
    return this.payouts.sync(user.id);
  }
}
