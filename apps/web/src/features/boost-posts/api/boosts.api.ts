// Boosted posts (/api/boosted-posts and /analytics, pro/business only).
import type { BoostAnalytics, BoostView } from '@stave/contracts';
import { getParsed, requestParsed } from '@/lib/api-json';

const boostSchema = async () => (await import('@stave/contracts/boosts')).BoostViewSchema;
const boostListSchema = async () => (await import('@stave/contracts/boosts')).BoostViewSchema.array();
const analyticsSchema = async () => (await import('@stave/contracts/boosts')).BoostAnalyticsSchema;

export const fetchBoosts = (signal?: AbortSignal): Promise<BoostView[]> => getParsed('/api/boosted-posts', boostListSchema, signal);
export const fetchBoostAnalytics = (signal?: AbortSignal): Promise<BoostAnalytics> => getParsed('/api/boosted-posts/analytics', analyticsSchema, signal);
export const boostPost = async (postId: number, days: number): Promise<BoostView> =>
  (await requestParsed('POST', '/api/boosted-posts', boostSchema, { body: { postId, days } })).data;
