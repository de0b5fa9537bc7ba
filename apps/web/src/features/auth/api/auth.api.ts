import type { SelfUser, SubscriptionTier } from '@stave/contracts';
import { IDENTITY } from '@stave/contracts/paths';
import { apiResponse } from '@/lib/api-json';
import { clearAuthStorage, hasAuthCookie, readAuthToken } from '@/lib/auth-storage';

// The signed-in member is the contracts' SelfUser (GET /api/user, login, register). Only a type is
// imported here: the schema (zod) stays out of the entry chunk, so values are checked by hand.
export type SessionUser = SelfUser;

// Exhaustive over the contracts' tiers (a type-only import keeps zod out of the entry chunk).
const KNOWN_TIERS: Record<SubscriptionTier, true> = { free: true, pro: true, business: true };

function isTier(value: unknown): value is SubscriptionTier {
  return typeof value === 'string' && Object.hasOwn(KNOWN_TIERS, value);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

// Accepts the user object (or `{ user }`) from the server or storage; anything without an id and
// a username is "no user". A user stored by an older client may lack fields: they get defaults,
// so screens can rely on the SelfUser shape.
export function toSessionUser(value: unknown): SessionUser | null {
  if (!value || typeof value !== 'object') return null;
  const candidate = 'user' in value && value.user && typeof value.user === 'object' ? value.user : value;
  const r = candidate as Record<string, unknown>;
  if (typeof r.id !== 'number' || typeof r.username !== 'string') return null;
  return {
    id: r.id,
    username: r.username,
    name: text(r.name) ?? r.username,
    email: text(r.email) ?? '',
    type: (text(r.type) ?? 'other') as SelfUser['type'],
    location: text(r.location),
    bio: text(r.bio),
    profileImage: text(r.profileImage),
    coverImage: text(r.coverImage),
    websiteUrl: text(r.websiteUrl),
    skills: texts(r.skills),
    genres: texts(r.genres),
    subscriptionTier: isTier(r.subscriptionTier) ? r.subscriptionTier : 'free',
    isFoundingMember: r.isFoundingMember === true,
    verifiedProfile: r.verifiedProfile === true,
    badges: texts(r.badges),
    connectionCount: count(r.connectionCount),
    createdAt: text(r.createdAt) ?? '',
    subscriptionExpiresAt: text(r.subscriptionExpiresAt),
    trialEndsAt: text(r.trialEndsAt),
    referralCount: count(r.referralCount),
    profileViews: count(r.profileViews),
    searchAppearances: count(r.searchAppearances),
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

// Session check: 401 clears token and user everywhere; a network error or any other
// failure (e.g. 502 while identity restarts) counts as signed out without clearing. With no token (stored, or the
// debug tool's cookie) there is nobody to check: a visitor's every page used to ask and log the 401.
export async function fetchSessionUser({ signal }: { signal?: AbortSignal } = {}): Promise<SessionUser | null> {
  if (!readAuthToken() && !hasAuthCookie()) return null;
  let res: Response;
  try {
    res = await apiResponse(IDENTITY.me, { signal });
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

// The local sign-out happens whatever the server says; the result tells the caller whether the
// server also revoked the token ('Logout failed' otherwise).
export async function postLogout(): Promise<boolean> {
  try {
    const res = await apiResponse(IDENTITY.logout, { signOut: true });
    // 401: the token was already dead, which is what logging out wants.
    return res.ok || res.status === 401;
  } catch {
    return false;
  }
}
