import { z } from 'zod';
import { defineServiceEnv, envList } from '@stave/platform';

export const MarketplaceEnvSchema = defineServiceEnv({
  // Photos are held in memory while checked and re-encoded: this many requests at once per process
  // (each up to 5 photos of 5 MB); about 25 megapixels an image, as for profile pictures.
  UPLOADS_AT_ONCE: z.coerce.number().int().min(1).max(16).default(2),
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1).default(25_000_000),
  // Proxies whose X-Forwarded-For is believed (the gateway): a visitor's views are counted by address.
  TRUSTED_PROXIES: envList(),
});
export type MarketplaceEnv = z.infer<typeof MarketplaceEnvSchema>;
