import type { FastifyRequest } from 'fastify';

export type TokenSource = 'bearer' | 'x-auth-token' | 'cookie';

// The client sends both Authorization and X-Auth-Token; the debug tool also sets a cookie.
export function extractToken(request: FastifyRequest): { token: string; source: TokenSource } | null {
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string' && /^Bearer\s+\S+$/i.test(authorization)) {
    return { token: authorization.replace(/^Bearer\s+/i, ''), source: 'bearer' };
  }
  const xAuth = request.headers['x-auth-token'];
  if (typeof xAuth === 'string' && xAuth.length > 0) return { token: xAuth, source: 'x-auth-token' };
  const cookie = readCookie(request.headers.cookie, 'authToken');
  if (cookie) return { token: cookie, source: 'cookie' };
  return null;
}

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === name) {
      const value = rest.join('=');
      try {
        return decodeURIComponent(value) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// docs/reliability.md#decision-cookie-csrf: the cookie is set by script (not HttpOnly), so it may authenticate a
// state-changing request only when the request comes from the app's own origin.
export function cookieRequestAllowed(request: FastifyRequest, appOrigins: string[]): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  if (appOrigins.includes(origin)) return true;
  const host = request.headers['x-forwarded-host'] ?? request.headers.host;
  return typeof host === 'string' && (origin === `http://${host}` || origin === `https://${host}`);
}
