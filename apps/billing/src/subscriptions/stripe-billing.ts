import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { BillingErrorCode, type SubscriptionTier } from '@stave/contracts';
import { APP_CONFIG, ConfigError, domainError } from '@stave/platform';
import type { BillingEnv } from '../config';

// Stripe as billing uses it: the SDK (pointed at api.stripe.com, or at the Stripe test server through
// STRIPE_API_URL), the two plans' prices, and the webhook's signature check. Null `client` = test mode.
@Injectable()
export class StripeBilling {
  readonly client: Stripe | null;
  private readonly prices: Partial<Record<SubscriptionTier, string>>;

  constructor(@Inject(APP_CONFIG) private readonly config: BillingEnv) {
    this.prices = { pro: config.STRIPE_PRICE_PRO, business: config.STRIPE_PRICE_BUSINESS };
    if (!config.STRIPE_SECRET_KEY) {
      this.client = null;
      return;
    }
    const missing = (['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_BUSINESS'] as const).filter((key) => !config[key]);
    if (missing.length > 0) throw new ConfigError(`[billing] STRIPE_SECRET_KEY is set, so ${missing.join(', ')} must be too`);
    const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
    this.client = new Stripe(config.STRIPE_SECRET_KEY, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      ...(api
        ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol === 'https:' ? 'https' : 'http' }
        : {}),
    });
  }

  get testMode(): boolean {
    return this.client === null;
  }

  stripe(): Stripe {
    if (!this.client) throw new Error('Stripe is not configured (test mode)');
    return this.client;
  }

  priceOf(tier: Exclude<SubscriptionTier, 'free'>): string {
    return this.prices[tier]!;
  }

  tierOfPrice = (priceId: string): SubscriptionTier | null => {
    if (priceId === this.prices.pro) return 'pro';
    if (priceId === this.prices.business) return 'business';
    return null;
  };

  // Stripe's signature over the raw body, its 5-minute tolerance, and — what the SDK lets through — no
  // timestamp more than 30 s ahead of this clock (a signed event captured now and replayed later must be
  // as old as it looks).
  verify(rawBody: Buffer, signature: string | undefined, nowSeconds = Math.floor(Date.now() / 1000)): Stripe.Event {
    const secret = this.config.STRIPE_WEBHOOK_SECRET;
    if (!this.client || !secret || !signature) throw domainError(BillingErrorCode.WebhookSignatureInvalid);
    const timestamp = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
    if (!Number.isFinite(timestamp) || timestamp > nowSeconds + 30) throw domainError(BillingErrorCode.WebhookSignatureInvalid);
    try {
      return this.client.webhooks.constructEvent(rawBody, signature, secret, 300);
    } catch {
      throw domainError(BillingErrorCode.WebhookSignatureInvalid);
    }
  }
}

// A Stripe call that failed for want of Stripe (network, Stripe's own 5xx, rate limits): 503, retry.
export function providerTrouble(error: unknown): never {
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    throw domainError(BillingErrorCode.PaymentProviderUnavailable);
  }
  throw error;
}
