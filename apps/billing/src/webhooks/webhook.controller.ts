import { Controller, Headers, HttpCode, Req, type RawBodyRequest } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { BILLING, BillingErrorCode } from '@stave/contracts';
import { Route, domainError } from '@stave/platform';
import { BookingPaymentsService } from '../booking-payments/booking-payments.service';
import { PayoutsService } from '../payouts/payouts.service';
import { StripeBilling } from '../subscriptions/stripe-billing';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';

// Stripe's events (docs/billing.md § Webhooks). No member token: the signature over the raw bytes is the
// authentication, checked before anything is read from the body. Then each event goes to the domain it concerns: a
// connected account's to payouts, the rest (customers, subscriptions, invoices) to subscriptions.
@Controller()
export class WebhookController {
  constructor(
    private readonly stripe: StripeBilling,
    private readonly subscriptions: SubscriptionsService,
    private readonly payouts: PayoutsService,
    private readonly bookingPayments: BookingPaymentsService,
  ) {}

  @Route(BILLING.webhook)
  @HttpCode(200)
  async receive(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature: string | undefined): Promise<{ received: true }> {
    if (!request.rawBody) throw domainError(BillingErrorCode.WebhookSignatureInvalid);
    const event = this.stripe.verify(request.rawBody, signature);
    if (event.type.startsWith('account.')) await this.payouts.onStripeEvent(event);
    else if (BookingPaymentsService.handles(event)) await this.bookingPayments.onStripeEvent(event);
    else await this.subscriptions.onStripeEvent(event);
    return { received: true };
  }
}
