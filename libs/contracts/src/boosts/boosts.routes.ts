import { z } from 'zod';
import { defineRoutes, routeList, type RouteContract } from '../api/route-contract';
import { CommonErrorCode, SocialErrorCode } from '../error-codes';
import { BoostAnalyticsSchema, BoostViewSchema, CreateBoostSchema } from './boosts.schemas';

const boosts = { owner: 'social' as const, auth: 'required' as const };

export const BOOST = defineRoutes({
  boost: {
    ...boosts,
    method: 'POST',
    path: '/api/boosted-posts',
    summary:
      "Boost one of your posts for 1–30 days (default 7): Pro 2 a calendar month (403 USAGE_LIMIT_EXCEEDED with usage), Business unlimited, free members 403 PREMIUM_REQUIRED; someone else's post 404",
    body: CreateBoostSchema,
    responses: { 201: BoostViewSchema },
    errors: [CommonErrorCode.PremiumRequired, CommonErrorCode.UsageLimitExceeded, SocialErrorCode.AlreadyBoosted, SocialErrorCode.PostNotFound],
  },
  mine: {
    ...boosts,
    method: 'GET',
    path: '/api/boosted-posts',
    summary: 'Your boosts, newest first, each Active until its end date, then Expired (Pro and Business)',
    responses: { 200: z.array(BoostViewSchema) },
    errors: [CommonErrorCode.PremiumRequired],
  },
  analytics: {
    ...boosts,
    method: 'GET',
    path: '/api/boosted-posts/analytics',
    summary: "This calendar month's boosts against your plan's quota (remaining never below 0; -1 = unlimited)",
    responses: { 200: BoostAnalyticsSchema },
    errors: [CommonErrorCode.PremiumRequired],
  },
});
export const BOOST_ROUTES: RouteContract[] = routeList(BOOST);
