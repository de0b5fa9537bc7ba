import { z } from 'zod';
import { EXPORT_PART_SERVICES } from '../privacy/privacy.schemas';

const memberId = () => z.number().int().positive();

// A member asked for a copy of their data (identity): each service in EXPORT_PART_SERVICES writes its part to storage
// and answers with `<service>.export.part-ready.v1`.
export const ExportRequestedV1 = z.object({
  exportId: z.uuid(),
  userId: memberId(),
  requestedAt: z.iso.datetime({ offset: true }),
});

// One service's part of an export: its data as one JSON document at `dataKey`, and the member's stored files to put in
// the archive (`name` is the path under `files/<service>/`). Identity reads them from storage to build the zip, then
// deletes `dataKey`.
export const ExportPartReadyV1 = z.object({
  exportId: z.uuid(),
  userId: memberId(),
  service: z.enum(EXPORT_PART_SERVICES),
  dataKey: z.string().min(1).max(200),
  files: z
    .array(
      z.object({
        key: z.string().min(1).max(200),
        name: z
          .string()
          .min(1)
          .max(200)
          .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/),
      }),
    )
    .max(10_000),
});

// The grace period of a deletion ended (identity has erased its own data): every service erases or anonymises the
// member's data, idempotently (docs/privacy.md).
export const UserErasedV1 = z.object({
  userId: memberId(),
  erasedAt: z.iso.datetime({ offset: true }),
});
