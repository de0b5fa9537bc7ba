// Generated from api/routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { GATEWAY } from '../api/routes';

export const health = 'GET /health' as RoutePath<(typeof GATEWAY)['health']>;
