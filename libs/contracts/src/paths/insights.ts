// Generated from insights/insights.routes.ts by libs/contracts/scripts/generate-paths.mjs: do not edit (docs/web.md#calling-the-api).
import type { RoutePath } from '../api/route-contract';
import type { INSIGHTS } from '../insights/insights.routes';

export const jobsEvents = 'GET /api/jobs-events/insights' as RoutePath<(typeof INSIGHTS)['jobsEvents']>;
export const jobsEventsMonth = 'GET /api/jobs-events/insights/:month' as RoutePath<(typeof INSIGHTS)['jobsEventsMonth']>;
export const marketplace = 'GET /api/marketplace/insights' as RoutePath<(typeof INSIGHTS)['marketplace']>;
export const marketplaceMonth = 'GET /api/marketplace/insights/:month' as RoutePath<(typeof INSIGHTS)['marketplaceMonth']>;
export const reports = 'GET /api/insights/reports' as RoutePath<(typeof INSIGHTS)['reports']>;
export const report = 'GET /api/insights/reports/:month' as RoutePath<(typeof INSIGHTS)['report']>;
export const reportPdf = 'GET /api/insights/reports/:month/pdf' as RoutePath<(typeof INSIGHTS)['reportPdf']>;
export const reportCsv = 'GET /api/insights/reports/:month/csv' as RoutePath<(typeof INSIGHTS)['reportCsv']>;
