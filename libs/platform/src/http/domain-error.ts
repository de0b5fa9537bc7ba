import { CommonErrorCode, ERROR_CATALOGUE, statusOfKind, type ErrorCode, type ErrorItem, type ErrorKind } from '@stave/contracts';

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

// The kind's status (libs/contracts: the OpenAPI document files each code under the same one).
export const statusOf = statusOfKind;

// Request validation (ZodPipe): every field's issue, the first one's text on top (the spec's text).
export class ValidationError extends DomainError {
  constructor(errors: ErrorItem[], message = errors[0]?.message ?? 'Validation failed') {
    super(CommonErrorCode.Validation, { message, errors });
  }
}
