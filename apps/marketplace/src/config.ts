import { z } from 'zod';
import { defineServiceEnv, envList, envTrustedProxies } from '@stave/platform';

export const MarketplaceEnvSchema = defineServiceEnv({
  // Photos are held in memory while checked and re-encoded: this many requests at once per process
  // (each up to 5 photos of 5 MB), and as many again for storefront logos and banners (one of 5 MB each);
  // UploadSlots, taken once the body has arrived; about 25 megapixels an image, as for profile pictures.
  UPLOADS_AT_ONCE: z.coerce.number().int().min(1).max(16).default(2),
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1).default(25_000_000),
  // Proxies whose X-Forwarded-For is believed (the gateway): a visitor's views are counted by address.
  TRUSTED_PROXIES: envTrustedProxies(),
  // Members who review listing reports (the spec defines no admin role): their ids, comma-separated.
  MARKETPLACE_MODERATORS: envList().pipe(
    z.array(
      z
        .string()
        .regex(/^[1-9]\d{0,9}$/, 'member ids, comma-separated')
        .transform(Number),
    ),
  ),
  // The key serial numbers are hashed with (HMAC-SHA256), from the secret store in the cluster; without
  // it one is generated once and kept in the marketplace's database (embedded and test setups). A
  // serial is short: a plain hash of it would be guessed back from a leaked table.
  SERIAL_HASH_KEY: z.string().min(32).optional(),
});
export type MarketplaceEnv = z.infer<typeof MarketplaceEnvSchema>;
