import { z } from 'zod';
import { defineRoutes, routeList, type RouteContract } from '../api/route-contract';
import { CommonErrorCode, SocialErrorCode } from '../error-codes';
import { ContactMatchSchema, MatchParamsSchema, MatchSuggestionSchema, MatchingPreferencesSchema, UpdateMatchingPreferencesSchema } from './matching.schemas';

const matching = { owner: 'social' as const, auth: 'required' as const };

export const MATCHING = defineRoutes({
  suggestions: {
    ...matching,
    method: 'GET',
    path: '/api/ai-matching/suggestions',
    summary:
      'Pro and Business: members scored against you from their profiles and your preferences, best first, each with its score percent and the reasons (403 PREMIUM_REQUIRED for free members)',
    responses: { 200: z.array(MatchSuggestionSchema) },
    errors: [CommonErrorCode.PremiumRequired],
  },
  contact: {
    ...matching,
    method: 'POST',
    path: '/api/ai-matching/contact',
    summary: "Send a match a connection request (the spec's fixed intro text): the match is marked contacted and your suggestions refreshed",
    body: ContactMatchSchema,
    responses: { 200: z.array(MatchSuggestionSchema) },
    errors: [
      CommonErrorCode.PremiumRequired,
      CommonErrorCode.UserNotFound,
      SocialErrorCode.AlreadyConnected,
      SocialErrorCode.AlreadyRequested,
      SocialErrorCode.CannotConnectSelf,
    ],
  },
  decline: {
    ...matching,
    method: 'POST',
    path: '/api/ai-matching/suggestions/:userId/decline',
    summary: 'Not interested: that member is not suggested to you again (whether suggested now or not; an unknown member 404)',
    params: MatchParamsSchema,
    responses: { 200: z.array(MatchSuggestionSchema) },
    errors: [CommonErrorCode.PremiumRequired, CommonErrorCode.UserNotFound],
  },
  preferences: {
    ...matching,
    method: 'GET',
    path: '/api/ai-matching/preferences',
    summary: 'Your matching preferences (they start from your profile: your genres, the types that complement yours, your location)',
    responses: { 200: MatchingPreferencesSchema },
    errors: [CommonErrorCode.PremiumRequired],
  },
  updatePreferences: {
    ...matching,
    method: 'PUT',
    path: '/api/ai-matching/preferences',
    summary: 'Change what you look for, genres, location, remote only, availability, or opt out of being suggested; suggestions are recomputed',
    body: UpdateMatchingPreferencesSchema,
    responses: { 200: MatchingPreferencesSchema },
    errors: [CommonErrorCode.PremiumRequired],
  },
});
export const MATCHING_ROUTES: RouteContract[] = routeList(MATCHING);
