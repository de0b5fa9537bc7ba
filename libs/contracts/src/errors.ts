import { z } from 'zod';

export const ErrorItemSchema = z.object({
  path: z.string().describe('Dotted path of the offending field, e.g. "email" or "items.0.name"'),
  message: z.string(),
});

export const ErrorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(ErrorItemSchema).optional(),
  errorId: z.string().optional().describe('Correlates a 500 with the server log'),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
export type ErrorItem = z.infer<typeof ErrorItemSchema>;

// What an error means to a caller; the platform's exception filter turns a kind into an HTTP status
// with an exhaustive switch, so a new kind without a status fails to compile.
export type ErrorKind =
  'validation' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'payload_too_large' | 'unsupported_media_type' | 'rate_limited' | 'unavailable';

// One entry of an error catalogue: the code's kind, and the text a caller sees unless the thrower
// gives a more precise one (spec §8 texts where the spec has one).
export interface ErrorDefinition {
  kind: ErrorKind;
  message: string;
}

// Each service's codes are an enum beside its contracts (identity/identity.errors.ts,
// social/social.errors.ts, uploads.errors.ts) with a catalogue giving each its kind and message; services
// throw them with the platform's `domainError(code, {...})`, and the web switches on them. A code is
// part of the API: never rename one, add a new one.
export enum CommonErrorCode {
  Validation = 'VALIDATION',
  MalformedJson = 'MALFORMED_JSON',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType = 'UNSUPPORTED_MEDIA_TYPE',
  Unauthenticated = 'UNAUTHENTICATED',
  Forbidden = 'FORBIDDEN',
  Csrf = 'CSRF',
  NotFound = 'NOT_FOUND',
  UserNotFound = 'USER_NOT_FOUND',
  Conflict = 'CONFLICT',
  RateLimited = 'RATE_LIMITED',
  DependencyUnavailable = 'DEPENDENCY_UNAVAILABLE',
}

export const COMMON_ERRORS: Record<CommonErrorCode, ErrorDefinition> = {
  [CommonErrorCode.Validation]: { kind: 'validation', message: 'Validation failed' },
  [CommonErrorCode.MalformedJson]: { kind: 'validation', message: 'Malformed JSON' },
  [CommonErrorCode.PayloadTooLarge]: { kind: 'payload_too_large', message: 'Request body too large' },
  [CommonErrorCode.UnsupportedMediaType]: { kind: 'unsupported_media_type', message: 'Unsupported media type' },
  [CommonErrorCode.Unauthenticated]: { kind: 'unauthenticated', message: 'Invalid or expired token' },
  [CommonErrorCode.Forbidden]: { kind: 'forbidden', message: 'Forbidden' },
  [CommonErrorCode.Csrf]: { kind: 'forbidden', message: 'Cross-site request refused' },
  [CommonErrorCode.NotFound]: { kind: 'not_found', message: 'Not found' },
  [CommonErrorCode.UserNotFound]: { kind: 'not_found', message: 'User not found' },
  [CommonErrorCode.Conflict]: { kind: 'conflict', message: 'Conflict' },
  [CommonErrorCode.RateLimited]: { kind: 'rate_limited', message: 'Too many requests. Please try again later.' },
  [CommonErrorCode.DependencyUnavailable]: { kind: 'unavailable', message: 'Service temporarily unavailable' },
};

// Answered by the gateway or the HTTP layer itself, never thrown by domain code.
export enum EdgeErrorCode {
  Internal = 'INTERNAL',
  MethodNotAllowed = 'METHOD_NOT_ALLOWED',
  RequestTimeout = 'REQUEST_TIMEOUT',
  UpstreamTimeout = 'UPSTREAM_TIMEOUT',
  // GET /media/:file with a range past the end (416, Content-Range: bytes */size).
  RangeNotSatisfiable = 'RANGE_NOT_SATISFIABLE',
}

// Spec §8 texts the client recognises as session expiry; the server uses the first two.
export const AUTH_MESSAGES = {
  invalidToken: 'Invalid or expired token',
  missingToken: 'Access token required',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;
