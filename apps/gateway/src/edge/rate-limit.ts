import type { RateCounter } from '@stave/platform';

export interface RateRule {
  name: string;
  max: number;
  windowMs: number;
  // Auth endpoints fail closed when Redis is down (docs/reliability.md#redis-down); the rest stay available.
  failClosed: boolean;
}

const AUTH_PATHS = /^\/api\/(login|register|forgot-password|reset-password|referrals\/complete\/[^/]+)\/?$/;

export function ruleFor(path: string, method: string, limits: { api: number; auth: number; windowMs: number }): RateRule | null {
  const pathname = path.split('?')[0] ?? '';
  if (method === 'POST' && AUTH_PATHS.test(pathname)) return { name: 'auth', max: limits.auth, windowMs: limits.windowMs, failClosed: true };
  if (pathname.startsWith('/api/')) return { name: 'api', max: limits.api, windowMs: limits.windowMs, failClosed: false };
  return null;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number } | { allowed: 'unknown' };

export async function checkRate(counter: RateCounter, rule: RateRule, client: string): Promise<RateDecision> {
  try {
    const hit = await counter.hit(`rl:${rule.name}:${client}`, rule.windowMs);
    if (hit.count <= rule.max) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(hit.resetInMs / 1000)) };
  } catch {
    return { allowed: 'unknown' };
  }
}
