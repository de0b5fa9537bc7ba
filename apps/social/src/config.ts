import { z } from 'zod';
import { defineServiceEnv } from '@stave/platform';

export const SocialEnvSchema = defineServiceEnv({
  // docs/performance.md#feed-design: feeds are materialised for members seen in this many days, capped per member,
  // and authors with more followers than this are merged at read time instead of pushed.
  FEED_ACTIVE_DAYS: z.coerce.number().int().min(1).default(14),
  FEED_CAP: z.coerce.number().int().min(50).default(400),
  FEED_PUSH_MAX_FOLLOWERS: z.coerce.number().int().min(1).default(5000),
  // Post media: an upload is held in memory while it is checked, so only this many at once per process (at most
  // 50 MB each; UploadSlots, taken once the body has arrived); about 25 megapixels for an image, as for profile pictures.
  MEDIA_UPLOADS_AT_ONCE: z.coerce.number().int().min(1).max(16).default(2),
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1).default(25_000_000),
});
export type SocialEnv = z.infer<typeof SocialEnvSchema>;
