import { Controller, Headers, HttpCode, Req, type RawBodyRequest } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { BILLING, BillingErrorCode } from '@stave/contracts';
import { Route, domainError } from '@stave/platform';
import { SubscriptionsService } from './subscriptions.service';

// Stripe's events (docs/billing.md § Webhooks). No member token: the signature over the raw bytes is
// the authentication, checked before anything is read from the body.
@Controller()
export class WebhookController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Route(BILLING.webhook)
  @HttpCode(200)
  async receive(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature: string | undefined): Promise<{ received: true }> {
    if (!request.rawBody) throw domainError(BillingErrorCode.WebhookSignatureInvalid);
    await this.subscriptions.webhook(request.rawBody, signature);
    return { received: true };
  }
}
