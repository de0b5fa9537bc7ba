import type { ErrorItem } from '@stave/contracts';
import type { QueryFunction } from '@tanstack/react-query';
import { AUTH_EVENTS, emitAuthEvent } from '@/lib/auth-events';
import { clearAuthToken, clearStoredUser, markTokenRestricted, readAuthToken } from '@/lib/auth-storage';
import { CommonErrorCode } from '@stave/contracts/error-codes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// Anything with zod's parse(); keeps this module free of a direct zod import.
export interface ResponseSchema<T> {
  parse(input: unknown): T;
}

// Messages that mean the session is gone. Stave's services say so with the code
// UNAUTHENTICATED, which is what is checked; these texts are for an answer without a code (the
// spec's client contract). Restated (a value import from the contracts barrel would pull zod into the
// entry chunk); the Record type makes the compiler reject a missing, extra or misspelt one.
type ContractAuthMessage = (typeof import('@stave/contracts'))['AUTH_MESSAGES'][keyof (typeof import('@stave/contracts'))['AUTH_MESSAGES']];
const CONTRACT_EXPIRY_MESSAGES: Record<ContractAuthMessage, true> = {
  'Invalid or expired token': true,
  'Access token required': true,
  'Your session has expired. Please log in again.': true,
};
export const SESSION_EXPIRY_MESSAGES: ReadonlySet<string> = new Set([...Object.keys(CONTRACT_EXPIRY_MESSAGES), 'Failed to deserialize user out of session']);

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: ErrorItem[] | undefined;
  // The server's own words, without the 'status: ' prefix of message (for inline texts).
  readonly detail: string;

  constructor(message: string, status: number, code?: string, errors?: ErrorItem[], detail?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.detail = detail ?? message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// An environment URL, else the page origin.
export function apiUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const base = (import.meta.env.VITE_API_URL ?? '').trim() || window.location.origin;
  return `${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

function buildHeaders(body: unknown, token: string | null, extra?: Record<string, string>): Headers {
  const headers = new Headers({ ...extra, Accept: 'application/json' });
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  if (token) {
    headers.set('Authorization', `Bearer ${token}`);
    headers.set('X-Auth-Token', token);
  }
  return headers;
}

// Set once the member signs out. The page reloads as soon as the logout call answers; until then no
// other call goes out with the token being revoked (it could reach the server after the logout and
// come back 401). Such calls never settle: the reload discards them, and no screen shows an error.
let signingOut = false;
export function holdRequestsForSignOut(): void {
  signingOut = true;
}

// The token each answer's request carried (null: none). A 401 ends the session only if it answers the
// token still stored: a call that left before a sign-in (with no token, or the one before) must not
// sign out the member who has just signed in.
const sentWith = new WeakMap<Response, string | null>();

export interface ApiFetchInit {
  signal?: AbortSignal;
  // The sign-out call itself, sent while every other call is held.
  signOut?: boolean;
  // Sent with the request (lib/act-as.ts); Accept, Content-Type and the token are always the client's.
  headers?: Record<string, string>;
}

// Sends one request with the token and credentials; returns the raw response (never throws on status).
export async function apiFetch(method: HttpMethod, path: string, body?: unknown, init?: ApiFetchInit): Promise<Response> {
  if (signingOut && !init?.signOut) return new Promise<never>(() => undefined);
  const token = readAuthToken();
  const response = await fetch(apiUrl(path), {
    method,
    credentials: 'include',
    headers: buildHeaders(body, token, init?.headers),
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    signal: init?.signal,
  });
  sentWith.set(response, token);
  return response;
}

// True unless the answer is known to be for another token than the one stored now.
function answersStoredToken(res: Response): boolean {
  return !sentWith.has(res) || sentWith.get(res) === readAuthToken();
}

interface ParsedError {
  message: string;
  code?: string;
  errors?: ErrorItem[];
}

// body.error.message, then body.message, else the response text, else the status text.
async function readError(res: Response): Promise<ParsedError> {
  const text = await res.text().catch(() => '');
  if (text) {
    try {
      const json: unknown = JSON.parse(text);
      if (json && typeof json === 'object') {
        const nested = (json as { error?: unknown }).error;
        const nestedMessage =
          nested && typeof nested === 'object' && typeof (nested as { message?: unknown }).message === 'string'
            ? (nested as { message: string }).message
            : undefined;
        // Loaded on the error path only, so zod stays out of the entry chunk.
        const { ErrorBodySchema } = await import('@stave/contracts/errors');
        const body = ErrorBodySchema.safeParse(json);
        if (nestedMessage) return { message: nestedMessage, code: body.data?.code, errors: body.data?.errors };
        if (body.success) return { message: body.data.message, code: body.data.code, errors: body.data.errors };
      }
    } catch {
      // Not JSON: fall through to the raw text.
    }
    return { message: text };
  }
  return { message: res.statusText || 'Request failed' };
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const { message, code, errors } = await readError(res);

  // A stale stored token is cleared once the server rejects it.
  const current = answersStoredToken(res);
  if (res.status === 401 && readAuthToken() && current) {
    clearAuthToken();
    emitAuthEvent(AUTH_EVENTS.tokenExpired);
  }
  // A suspended or banned member's token reaches only their standing; anything else answers this. The
  // app swaps its shell for the notice (AuthProvider), so nothing else keeps asking.
  const token = readAuthToken();
  if (res.status === 403 && code === CommonErrorCode.AccountSuspended && token && current) {
    markTokenRestricted(token);
    emitAuthEvent(AUTH_EVENTS.accountRestricted);
  }
  if (current && (res.status === 401 || res.status === 403) && (code ? code === CommonErrorCode.Unauthenticated : SESSION_EXPIRY_MESSAGES.has(message))) {
    clearStoredUser();
    emitAuthEvent(AUTH_EVENTS.sessionExpired);
    throw new ApiError(`Session expired: ${message}`, res.status, code, errors, message);
  }
  throw new ApiError(`${res.status}: ${message}`, res.status, code, errors, message);
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

// Default query function (docs/api.md): GET on queryKey[0]; optionally null on 401.
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const path = queryKey[0];
    if (typeof path !== 'string') throw new Error('The default query function needs a URL as queryKey[0]');
    const res = await apiFetch('GET', path, undefined, { signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await readBody(res)) as T;
  };
}
