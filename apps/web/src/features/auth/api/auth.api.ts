import type { SubscriptionTier } from '@stave/contracts';
import { apiFetch } from '@/lib/api-client';
import { clearAuthStorage } from '@/lib/auth-storage';

// The fields the shell needs from GET /api/user. The identity issue replaces this with the
// contracts user schema; until then only these are relied on.
export interface SessionUser {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  profileImage: string | null;
  subscriptionTier: SubscriptionTier;
}

// Exhaustive over the contracts' tiers (a type-only import keeps zod out of the entry chunk).
const KNOWN_TIERS: Record<SubscriptionTier, true> = { free: true, pro: true, business: true };

function isTier(value: unknown): value is SubscriptionTier {
  return typeof value === 'string' && Object.hasOwn(KNOWN_TIERS, value);
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

// Accepts the user object (or `{ user }`) from the server or storage; anything else is "no user".
export function toSessionUser(value: unknown): SessionUser | null {
  if (!value || typeof value !== 'object') return null;
  const candidate = 'user' in value && value.user && typeof value.user === 'object' ? value.user : value;
  const record = candidate as Record<string, unknown>;
  if (typeof record.id !== 'number' || typeof record.username !== 'string') return null;
  const tier = isTier(record.subscriptionTier) ? record.subscriptionTier : 'free';
  return {
    id: record.id,
    username: record.username,
    name: optionalString(record.name),
    email: optionalString(record.email),
    profileImage: optionalString(record.profileImage),
    subscriptionTier: tier,
  };
}

export function parseStoredUser(json: string | null): SessionUser | null {
  if (!json) return null;
  try {
    return toSessionUser(JSON.parse(json));
  } catch {
    return null;
  }
}

// Spec §4 session check: 401 clears token and user everywhere; a network error or any other
// failure (e.g. 404 while identity is not deployed) counts as signed out without clearing.
export async function fetchSessionUser({ signal }: { signal?: AbortSignal } = {}): Promise<SessionUser | null> {
  let res: Response;
  try {
    res = await apiFetch('GET', '/api/user', undefined, { signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return null;
  }
  if (res.status === 401) {
    clearAuthStorage();
    return null;
  }
  if (!res.ok) return null;
  const body: unknown = await res.json().catch(() => null);
  return toSessionUser(body);
}

// Best effort: the local sign-out happens whatever the server says.
export async function postLogout(): Promise<void> {
  try {
    await apiFetch('POST', '/api/logout');
  } catch {
    // Offline: the stored token is cleared locally anyway.
  }
}
