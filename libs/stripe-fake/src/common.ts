import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';

// What the test server's modules share: Stripe's error, ids, and reading form-encoded params.

export type Params = Record<string, unknown>;

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
    /** More fields of Stripe's error object (`decline_code`, `payment_intent`, `charge`, …). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const DAY = 86_400;

export const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
export const clone = <T>(value: T): T => structuredClone(value);
export const missing = (what: string, value: string, param = 'id') =>
  new StripeError(404, 'invalid_request_error', `No such ${what}: '${value}'`, 'resource_missing', param);
export const required = (param: string) => new StripeError(400, 'invalid_request_error', `Missing required param: ${param}.`, 'parameter_missing', param);
export const invalid = (message: string, param?: string, code?: string) => new StripeError(400, 'invalid_request_error', message, code, param);
export const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
export const asMetadata = (value: unknown): Stripe.Metadata =>
  value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([key, v]) => [key, String(v)])) : {};
export const asBoolean = (value: unknown): boolean => value === true || value === 'true';

/** A whole number param (form-encoded: a string), or Stripe's invalid-integer error. */
export function asInteger(value: unknown, param: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isInteger(number)) throw new StripeError(400, 'invalid_request_error', `Invalid integer: ${String(value)}`, 'parameter_invalid_integer', param);
  return number;
}

export const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);

/** Newest first, `limit` (default 10, at most 100) after `starting_after`, as Stripe pages. */
export function listOf<T extends { id: string; created: number }>(url: string, items: T[], params: Params) {
  const limit = Math.min(100, Math.max(1, Number(params.limit ?? 10)));
  const sorted = [...items].reverse().sort((x, y) => y.created - x.created);
  const after = asString(params.starting_after);
  const start = after ? sorted.findIndex((item) => item.id === after) + 1 : 0;
  const data = sorted.slice(start, start + limit);
  return { object: 'list' as const, data, has_more: start + limit < sorted.length, url };
}
