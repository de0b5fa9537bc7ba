import { z } from 'zod';
import { CommonErrorCode, type ErrorDefinition } from './error-codes';

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
  [CommonErrorCode.UsageLimitExceeded]: {
    kind: 'forbidden',
    message: 'You have reached your monthly limit',
    extra: z.object({
      usage: z.object({ currentCount: z.number().int(), limit: z.number().int() }),
      resetsAt: z.iso.datetime({ offset: true }).optional().describe('When the month’s count starts again (messaging)'),
    }),
  },
  [CommonErrorCode.PremiumRequired]: { kind: 'forbidden', message: 'This is part of the Pro and Business plans' },
  [CommonErrorCode.AccountSuspended]: { kind: 'forbidden', message: 'Your account is suspended. You can read why and appeal.' },
};

// Texts the client recognises as session expiry; the server uses the first two.
export const AUTH_MESSAGES = {
  invalidToken: 'Invalid or expired token',
  missingToken: 'Access token required',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;
