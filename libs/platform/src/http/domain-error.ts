import { CommonErrorCode, ERROR_CATALOGUE, type ErrorCode, type ErrorItem, type ErrorKind } from '@stave/contracts';

export type { ErrorKind };

export interface DomainErrorOptions {
  // A more precise text than the catalogue's (e.g. which kind of file was too large).
  message?: string;
  // The request field at fault: the answer's `errors` becomes [{path, message}].
  path?: string;
  errors?: ErrorItem[];
  // More fields in the answer's body, beside message and code.
  extra?: Record<string, unknown>;
  // Response headers (Retry-After).
  headers?: Record<string, string>;
}

// A refusal the caller should understand, by code (libs/contracts: each service's error enum and its
// catalogue, which gives the kind and the default text). HTTP-agnostic: the exception filter maps
// the kind to a status. Thrown through `domainError(code, {...})`.
export class DomainError extends Error {
  readonly kind: ErrorKind;
  readonly code: ErrorCode;
  readonly errors?: ErrorItem[];
  readonly extra?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, options: DomainErrorOptions = {}) {
    const definition = ERROR_CATALOGUE[code];
    const message = options.message ?? definition.message;
    super(message);
    this.name = new.target.name;
    this.kind = definition.kind;
    this.code = code;
    this.errors = options.errors ?? (options.path !== undefined ? [{ path: options.path, message }] : undefined);
    this.extra = options.extra;
    this.headers = options.headers;
  }
}

export function domainError(code: ErrorCode, options: DomainErrorOptions = {}): DomainError {
  return new DomainError(code, options);
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

// Request validation (ZodPipe): every field's issue, the first one's text on top (the spec's text).
export class ValidationError extends DomainError {
  constructor(errors: ErrorItem[], message = errors[0]?.message ?? 'Validation failed') {
    super(CommonErrorCode.Validation, { message, errors });
  }
}
