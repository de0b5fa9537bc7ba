// Generated from INSIGHTS by libs/platform/src/testing/route-paths.spec.ts (UPDATE_PATHS=1 rewrites it): each route's
// method and path, without its schemas (route-path.ts). Do not edit.
import type { INSIGHTS as R } from '../insights/insights.routes';
import { routePath as p } from './route-path';

export const INSIGHTS_PATHS = {
  jobsEvents: p<typeof R.jobsEvents>('jobsEvents', 'GET', '/api/jobs-events/insights'),
  jobsEventsMonth: p<typeof R.jobsEventsMonth>('jobsEventsMonth', 'GET', '/api/jobs-events/insights/:month'),
  marketplace: p<typeof R.marketplace>('marketplace', 'GET', '/api/marketplace/insights'),
  marketplaceMonth: p<typeof R.marketplaceMonth>('marketplaceMonth', 'GET', '/api/marketplace/insights/:month'),
  reports: p<typeof R.reports>('reports', 'GET', '/api/insights/reports'),
  report: p<typeof R.report>('report', 'GET', '/api/insights/reports/:month'),
  reportPdf: p<typeof R.reportPdf>('reportPdf', 'GET', '/api/insights/reports/:month/pdf'),
  reportCsv: p<typeof R.reportCsv>('reportCsv', 'GET', '/api/insights/reports/:month/csv'),
} as const;
