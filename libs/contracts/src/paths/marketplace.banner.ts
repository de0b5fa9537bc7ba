// Generated from marketplace/marketplace.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { MARKETPLACE } from '../marketplace/marketplace.routes';

export const upload = 'POST /api/marketplace/storefront/banner' as RoutePath<(typeof MARKETPLACE)['banner']['upload']>;
export const remove = 'DELETE /api/marketplace/storefront/banner' as RoutePath<(typeof MARKETPLACE)['banner']['remove']>;
