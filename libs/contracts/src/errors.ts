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

// Codes every service may answer with; domains add their own beside these.
export const COMMON_ERROR_CODES = {
  VALIDATION: 'VALIDATION',
  MALFORMED_JSON: 'MALFORMED_JSON',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  CSRF: 'CSRF',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  DEPENDENCY_UNAVAILABLE: 'DEPENDENCY_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;
export type CommonErrorCode = (typeof COMMON_ERROR_CODES)[keyof typeof COMMON_ERROR_CODES];

// Spec §8 texts the client recognises as session expiry; the server uses the first two.
export const AUTH_MESSAGES = {
  invalidToken: 'Invalid or expired token',
  missingToken: 'Access token required',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;
