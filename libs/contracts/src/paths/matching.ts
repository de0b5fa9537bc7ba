// Generated from MATCHING by libs/platform/src/testing/route-paths.spec.ts (UPDATE_PATHS=1 rewrites it): each route's
// method and path, without its schemas (route-path.ts). Do not edit.
import type { MATCHING as R } from '../matching/matching.routes';
import { routePath as p } from './route-path';

export const MATCHING_PATHS = {
  suggestions: p<typeof R.suggestions>('suggestions', 'GET', '/api/ai-matching/suggestions'),
  contact: p<typeof R.contact>('contact', 'POST', '/api/ai-matching/contact'),
  decline: p<typeof R.decline>('decline', 'POST', '/api/ai-matching/suggestions/:userId/decline'),
  preferences: p<typeof R.preferences>('preferences', 'GET', '/api/ai-matching/preferences'),
  updatePreferences: p<typeof R.updatePreferences>('updatePreferences', 'PUT', '/api/ai-matching/preferences'),
} as const;
