import { z } from 'zod';
import { jsonId } from '../ids';

// boosted_posts, Boosted post (Active while isActive, else Expired), the quota: Pro 2 a
// calendar month (remaining = 2 minus this month's count, never below 0), Business unlimited.

export const BOOST_MESSAGES = {
  postNotFound: 'Post not found',
  daysInvalid: 'Boost for 1 to 30 days',
  alreadyBoosted: 'This post is already boosted',
} as const;

export const BOOST_MAX_DAYS = 30;

export const CreateBoostSchema = z.object({
  postId: jsonId(BOOST_MESSAGES.postNotFound),
  days: z
    .number({ error: BOOST_MESSAGES.daysInvalid })
    .int(BOOST_MESSAGES.daysInvalid)
    .min(1, BOOST_MESSAGES.daysInvalid)
    .max(BOOST_MAX_DAYS, BOOST_MESSAGES.daysInvalid)
    .default(7),
});
export type CreateBoost = z.infer<typeof CreateBoostSchema>;

const timestamp = () => z.iso.datetime({ offset: true });

export const BoostViewSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  // The post's first words, to name it in the list.
  postExcerpt: z.string(),
  boostType: z.string(),
  startDate: timestamp(),
  endDate: timestamp(),
  isActive: z.boolean(),
  viewsGenerated: z.number().int(),
  engagementBoost: z.number().int(),
});
export type BoostView = z.infer<typeof BoostViewSchema>;

// Boost analytics {currentMonthCount}, with the quota it is read against (-1 = unlimited).
export const BoostAnalyticsSchema = z.object({
  currentMonthCount: z.number().int(),
  limit: z.number().int(),
  remaining: z.number().int(),
  resetsAt: timestamp(),
});
export type BoostAnalytics = z.infer<typeof BoostAnalyticsSchema>;
