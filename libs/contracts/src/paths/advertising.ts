// Generated from advertising/advertising.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { ADVERTISING } from '../advertising/advertising.routes';

export const submit = 'POST /api/advertising/inquiries' as RoutePath<(typeof ADVERTISING)['submit']>;
export const me = 'GET /api/advertising/me' as RoutePath<(typeof ADVERTISING)['me']>;
export const list = 'GET /api/advertising/inquiries' as RoutePath<(typeof ADVERTISING)['list']>;
export const update = 'PATCH /api/advertising/inquiries/:id' as RoutePath<(typeof ADVERTISING)['update']>;
