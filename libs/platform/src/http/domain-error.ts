import type { ErrorItem } from '@stave/contracts';

// What a domain error means to a caller; the exception filter turns it into a status with an
// exhaustive switch, so adding a kind without a status fails to compile.
export type ErrorKind =
  'validation' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'payload_too_large' | 'unsupported_media_type' | 'rate_limited' | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly code?: string,
    readonly errors?: ErrorItem[],
    readonly extra?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export function statusOf(kind: ErrorKind): number {
  switch (kind) {
    case 'validation':
      return 400;
    case 'unauthenticated':
      return 401;
    case 'forbidden':
      return 403;
    case 'not_found':
      return 404;
    case 'conflict':
      return 409;
    case 'payload_too_large':
      return 413;
    case 'unsupported_media_type':
      return 415;
    case 'rate_limited':
      return 429;
    case 'unavailable':
      return 503;
  }
}

export class ValidationError extends DomainError {
  constructor(errors: ErrorItem[], message = errors[0]?.message ?? 'Validation failed') {
    super('validation', message, 'VALIDATION', errors);
  }
}
