import { CommonErrorCode, type ErrorCode } from '@stave/contracts';
import { domainError } from '../http/domain-error';
import type { RateCounter } from './redis.ports';

// docs/reliability.md#redis-down: what guards credentials (sign-in, resets, two-factor codes) and other abuse-prone
// writes fails closed when the limiter can't count: 503, never an unlimited attempt.
export async function failClosed<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    throw domainError(CommonErrorCode.DependencyUnavailable);
  }
}

// At most `max` hits of `key` per window; past that, 429 with `message` and Retry-After until the window ends. `code`
// is a rate-limited one: an area's own (ADVERTISING_TOO_MANY) where the web tells its refusal apart.
export async function withinLimit(
  rates: RateCounter,
  key: string,
  max: number,
  windowMs: number,
  message: string,
  code: ErrorCode = CommonErrorCode.RateLimited,
): Promise<void> {
  const hit = await failClosed(() => rates.hit(key, windowMs));
  if (hit.count > max) {
    const retryAfter = String(Math.max(1, Math.ceil(hit.resetInMs / 1000)));
    throw domainError(code, { message, headers: { 'retry-after': retryAfter } });
  }
}
