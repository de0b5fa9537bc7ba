import { z } from 'zod';

// Ids are Postgres `integer` columns: a larger number names nothing, and sent to SQL it fails as
// "out of range" (a 500), so it is refused here with the other malformed ids.
export const MAX_ID = 2_147_483_647;

export const entityId = (error?: string) =>
  z.coerce
    .number(error ? { error } : undefined)
    .int()
    .positive()
    .max(MAX_ID, error ? { error } : undefined);

export const IdParamsSchema = z.object({ id: entityId() });
