import { z } from 'zod';
import { defineServiceEnv } from '@stave/platform';

export const SocialEnvSchema = defineServiceEnv({
  // PERFORMANCE §2: feeds are materialised for members seen in this many days, capped per member,
  // and authors with more followers than this are merged at read time instead of pushed.
  FEED_ACTIVE_DAYS: z.coerce.number().int().min(1).default(14),
  FEED_CAP: z.coerce.number().int().min(50).default(400),
  FEED_PUSH_MAX_FOLLOWERS: z.coerce.number().int().min(1).default(5000),
});
export type SocialEnv = z.infer<typeof SocialEnvSchema>;
