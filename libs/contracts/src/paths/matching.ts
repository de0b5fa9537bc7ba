// Generated from matching/matching.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { MATCHING } from '../matching/matching.routes';

export const suggestions = 'GET /api/ai-matching/suggestions' as RoutePath<(typeof MATCHING)['suggestions']>;
export const contact = 'POST /api/ai-matching/contact' as RoutePath<(typeof MATCHING)['contact']>;
export const decline = 'POST /api/ai-matching/suggestions/:userId/decline' as RoutePath<(typeof MATCHING)['decline']>;
export const preferences = 'GET /api/ai-matching/preferences' as RoutePath<(typeof MATCHING)['preferences']>;
export const updatePreferences = 'PUT /api/ai-matching/preferences' as RoutePath<(typeof MATCHING)['updatePreferences']>;
