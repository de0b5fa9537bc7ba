import type { EdgeErrorCode } from '@stave/contracts';

// An answer of the HTTP layer itself (contracts' EdgeErrorCode: never thrown by domain code), given with the
// same status, text and code wherever it is answered, the gateway or a service.
export class EdgeError extends Error {
  constructor(
    readonly status: number,
    readonly code: EdgeErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}
