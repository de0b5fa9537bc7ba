// Boosted posts (/api/boosted-posts and /analytics, pro/business only).
import type { BoostAnalytics, BoostView } from '@stave/contracts';
import { BOOST } from '@stave/contracts/paths';
import { apiData } from '@/lib/api-json';

const boostSchema = async () => (await import('@stave/contracts/boosts')).BoostViewSchema;
const boostListSchema = async () => (await import('@stave/contracts/boosts')).BoostViewSchema.array();
const analyticsSchema = async () => (await import('@stave/contracts/boosts')).BoostAnalyticsSchema;

export const fetchBoosts = (signal?: AbortSignal): Promise<BoostView[]> => apiData(BOOST.mine, boostListSchema, { signal });
export const fetchBoostAnalytics = (signal?: AbortSignal): Promise<BoostAnalytics> => apiData(BOOST.analytics, analyticsSchema, { signal });
export const boostPost = async (postId: number, days: number): Promise<BoostView> => apiData(BOOST.boost, boostSchema, { body: { postId, days } });
