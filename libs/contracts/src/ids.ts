import { z } from 'zod';

// Ids are Postgres `integer` columns: a larger number names nothing, and sent to SQL it fails as
// "out of range" (a 500), so it is refused here with the other malformed ids.
export const MAX_ID = 2_147_483_647;

// Digits only. Number() and z.coerce also read ' 2', '0x3', '1e1', '2.0', '-1' and '' as numbers,
// so a hostile query or path named a member nobody typed.
const DECIMAL = /^[0-9]+$/;

const withError = (error?: string) => (error ? { error } : undefined);

// A whole number in a path or query string: decimal digits, then range-checked.
export function decimalInt(min: number, max: number, error = `Expected a whole number from ${min} to ${max}`) {
  return z.string({ error }).regex(DECIMAL, { error }).transform(Number).pipe(z.number().int({ error }).min(min, { error }).max(max, { error }));
}

// An id in a path or query string ('12'); `error` replaces every message (e.g. 'User not found').
export const entityId = (error = 'Invalid id') => decimalInt(1, MAX_ID, error);

// An id in a JSON body: a JSON integer, never coerced (true was member 1, [2] member 2, "0x3" member 3).
export const jsonId = (error?: string) => z.number(withError(error)).int(withError(error)).positive(withError(error)).max(MAX_ID, withError(error));

export const IdParamsSchema = z.object({ id: entityId() });
