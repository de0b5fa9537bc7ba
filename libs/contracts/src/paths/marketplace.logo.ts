// Generated from marketplace/marketplace.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { MARKETPLACE } from '../marketplace/marketplace.routes';

export const upload = 'POST /api/marketplace/storefront/logo' as RoutePath<(typeof MARKETPLACE)['logo']['upload']>;
export const remove = 'DELETE /api/marketplace/storefront/logo' as RoutePath<(typeof MARKETPLACE)['logo']['remove']>;
