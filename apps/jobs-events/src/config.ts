import { z } from 'zod';
import { defineServiceEnv } from '@stave/platform';

export const JobsEventsEnvSchema = defineServiceEnv({
  // Event images and demos are held in memory while checked: this many at once per process (at most 20 MB each;
  // UploadSlots, taken once the body has arrived); about 25 megapixels for an image, as for profile pictures.
  UPLOADS_AT_ONCE: z.coerce.number().int().min(1).max(16).default(2),
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1).default(25_000_000),
});
export type JobsEventsEnv = z.infer<typeof JobsEventsEnvSchema>;
