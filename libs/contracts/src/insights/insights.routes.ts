import { defineRoutes, routeList, type RouteContract } from '../api/route-contract';
import { InsightsErrorCode } from '../error-codes';
import { DEGRADED_HEADER, fileAnswer } from '../api/answers';
import {
  InsightsCoverageSchema,
  InsightsMonthParamsSchema,
  InsightsReportListSchema,
  InsightsReportSchema,
  JobsEventsInsightsSchema,
  MarketplaceInsightsSchema,
} from './insights.schemas';

// Industry insight reports (Business; 403 INSIGHTS_BUSINESS_ONLY for everyone else). Each owning service
// answers its own part for a month; the gateway composes the report and renders its downloads. docs/insights.md.
const month = { params: InsightsMonthParamsSchema } as const;
const gateway = { owner: 'gateway' as const, auth: 'required' as const };

export const INSIGHTS = defineRoutes({
  jobsEvents: {
    owner: 'jobs-events',
    auth: 'required',
    method: 'GET',
    path: '/api/jobs-events/insights',
    summary: 'The first month jobs-events has anything to report (Business)',
    responses: { 200: InsightsCoverageSchema },
    errors: [InsightsErrorCode.BusinessOnly],
  },
  jobsEventsMonth: {
    owner: 'jobs-events',
    auth: 'required',
    method: 'GET',
    path: '/api/jobs-events/insights/:month',
    summary:
      'A month’s jobs (top skills, types, remote share) and events by region, from at least 5 members per figure; a closed month as computed once, the current one live and partial (Business; 400 a future month, 404 one older than 24 months)',
    ...month,
    responses: { 200: JobsEventsInsightsSchema },
    errors: [InsightsErrorCode.BusinessOnly, InsightsErrorCode.MonthInFuture, InsightsErrorCode.MonthTooOld],
  },
  marketplace: {
    owner: 'marketplace',
    auth: 'required',
    method: 'GET',
    path: '/api/marketplace/insights',
    summary: 'The first month the marketplace has anything to report (Business)',
    responses: { 200: InsightsCoverageSchema },
    errors: [InsightsErrorCode.BusinessOnly],
  },
  marketplaceMonth: {
    owner: 'marketplace',
    auth: 'required',
    method: 'GET',
    path: '/api/marketplace/insights/:month',
    summary:
      'A month’s listings by top-level category with GBP price quartiles and the median’s change, from at least 5 sellers per figure; a closed month as computed once, the current one live and partial (Business; 400 a future month, 404 one older than 24 months)',
    ...month,
    responses: { 200: MarketplaceInsightsSchema },
    errors: [InsightsErrorCode.BusinessOnly, InsightsErrorCode.MonthInFuture, InsightsErrorCode.MonthTooOld],
  },
  reports: {
    ...gateway,
    method: 'GET',
    path: '/api/insights/reports',
    summary:
      'The months an insight report can be read for, newest first (the current month partial), at most 12, with their download addresses (Business: a service’s 403 is passed on)',
    responses: { 200: InsightsReportListSchema },
    errors: [InsightsErrorCode.BusinessOnly],
    headers: [DEGRADED_HEADER],
  },
  report: {
    ...gateway,
    method: 'GET',
    path: '/api/insights/reports/:month',
    summary:
      'A month’s insight report, composed by the gateway from jobs-events (jobs, events) and the marketplace (gear); a section whose service is slow or down is null and named in `degraded` (Business: a service’s 403 is passed on)',
    ...month,
    responses: { 200: InsightsReportSchema },
    errors: [InsightsErrorCode.BusinessOnly, InsightsErrorCode.MonthInFuture, InsightsErrorCode.MonthTooOld],
    headers: [DEGRADED_HEADER],
  },
  reportPdf: {
    ...gateway,
    method: 'GET',
    path: '/api/insights/reports/:month/pdf',
    summary: 'The report as a PDF (application/pdf, an attachment named stave-insights-YYYY-MM.pdf)',
    ...month,
    responses: { 200: fileAnswer('application/pdf') },
    errors: [InsightsErrorCode.BusinessOnly, InsightsErrorCode.MonthInFuture, InsightsErrorCode.MonthTooOld],
    headers: ['content-disposition'],
  },
  reportCsv: {
    ...gateway,
    method: 'GET',
    path: '/api/insights/reports/:month/csv',
    summary: 'The report as one CSV (text/csv, stave-insights-YYYY-MM.csv): a row per figure, its section in the first column',
    ...month,
    responses: { 200: fileAnswer('text/csv') },
    errors: [InsightsErrorCode.BusinessOnly, InsightsErrorCode.MonthInFuture, InsightsErrorCode.MonthTooOld],
    headers: ['content-disposition'],
  },
});
export const INSIGHTS_ROUTES: RouteContract[] = routeList(INSIGHTS);
