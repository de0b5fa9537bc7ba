import { z } from 'zod';
import { JOB_TYPES, UK_REGIONS } from '../enums';

// Industry insight reports for Business members (Business includes "industry insight reports").
// A monthly report built only from the platform's own aggregates: the skills jobs ask for most, jobs by type and
// the remote share (jobs-events), events by UK region (jobs-events), and gear prices by category (marketplace).
// Each service computes its own part for a London calendar month; the gateway composes them and renders the PDF
// and CSV downloads. docs/insights.md.

// The privacy floor (k-anonymity): every figure a report publishes comes from at least this many distinct members
// (posters, organisers, sellers). A smaller group is dropped (a skill) or folded into "Other" (a job type, a region,
// a category); a month whose whole section comes from fewer members shows no figures for it at all.
export const INSIGHTS_MIN_MEMBERS = 5;
// A report exists for the current month (so far) and this many closed months before it.
export const INSIGHTS_HISTORY_MONTHS = 24;
// GET /api/insights/reports lists this many months, newest first.
export const INSIGHTS_REPORTS_LISTED = 12;
export const INSIGHTS_TOP_SKILLS = 15;
// Prices are compared in one currency (the marketplace's default): listings in others count, but are not priced.
export const INSIGHTS_PRICE_CURRENCY = 'GBP' as const;
export const INSIGHTS_OTHER = 'Other' as const;

export const INSIGHTS_MESSAGES = {
  businessOnly: 'Industry insight reports come with the Business plan. Upgrade to Business to read and download them.',
  invalidMonth: 'Give the month as YYYY-MM, for example 2026-10',
  futureMonth: 'That month has not started yet. Reports cover the current month so far and the months before it.',
  tooOld: `Reports go back ${INSIGHTS_HISTORY_MONTHS} months`,
} as const;

// 'YYYY-MM', a London calendar month (as londonMonthKey in the platform).
export const MonthKeySchema = z.string({ error: INSIGHTS_MESSAGES.invalidMonth }).regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, INSIGHTS_MESSAGES.invalidMonth);
export type MonthKey = z.infer<typeof MonthKeySchema>;

export const InsightsMonthParamsSchema = z.object({ month: MonthKeySchema });

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

// The month `delta` months after `month` (before, when negative).
export function shiftMonth(month: string, delta: number): string {
  const index = monthIndex(month) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

// How many months `month` is before `current` (0: the same month; negative: after it).
export function monthsBefore(month: string, current: string): number {
  return monthIndex(current) - monthIndex(month);
}

// Why a report for `month` cannot be had when the current month is `current`: one in the future, or one
// older than the history kept; null when it can.
export function insightsMonthProblem(month: string, current: string): 'future' | 'too_old' | null {
  const before = monthsBefore(month, current);
  if (before < 0) return 'future';
  return before > INSIGHTS_HISTORY_MONTHS ? 'too_old' : null;
}

// 'October 2026'.
export function insightsMonthLabel(month: string): string {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15)).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const count = z.number().int().min(0);
// A fraction (0.25 is 25%), to three decimals.
const fraction = z.number();
// A relative change against the previous month (0.1 is +10%); null when the previous month has no figure to
// compare with (none published, or zero).
const change = z.number().nullable();

// Every count is null when the month's section comes from fewer than INSIGHTS_MIN_MEMBERS members.
const totals = {
  total: count.nullable(),
  previousTotal: count.nullable(),
  change,
};

export const INSIGHTS_JOB_TYPES = [...JOB_TYPES, 'other'] as const;

export const InsightsJobsSchema = z.object({
  // Jobs posted in the month.
  ...totals,
  // The share of them open to remote work; null when either side (remote or not) comes from too few members.
  remoteShare: fraction.nullable(),
  // The skills named by the most jobs (at most 15), each named by jobs of at least INSIGHTS_MIN_MEMBERS posters;
  // share: of the month's jobs. A skill's spelling is its most common one (skills are matched case-blind).
  topSkills: z.array(z.object({ skill: z.string(), jobs: count, share: fraction })),
  // By job type, the most first; types posted by too few members are folded into 'other' (last).
  byType: z.array(z.object({ type: z.enum(INSIGHTS_JOB_TYPES), jobs: count, share: fraction })),
});
export type InsightsJobs = z.infer<typeof InsightsJobsSchema>;

export const INSIGHTS_REGIONS = [...UK_REGIONS, INSIGHTS_OTHER] as const;

export const InsightsEventsSchema = z.object({
  // Events taking place in the month (cancelled ones left out).
  ...totals,
  // By UK region, the most first; regions with events from too few organisers, and events with no region, are
  // folded into 'Other' (last). previous: the region's events the month before (null when too few organisers then).
  byRegion: z.array(z.object({ region: z.enum(INSIGHTS_REGIONS), events: count, previous: count.nullable(), change })),
});
export type InsightsEvents = z.infer<typeof InsightsEventsSchema>;

// Prices in pounds, to the penny.
const price = z.number().nullable();

export const InsightsGearSchema = z.object({
  currency: z.literal(INSIGHTS_PRICE_CURRENCY),
  // Listings put up for sale in the month (in any currency; withdrawn by moderators left out).
  ...totals,
  // Of them, sold by the time the report was computed; null when sold or unsold ones come from too few sellers.
  sold: count.nullable(),
  // By top-level category, the most listed first; categories with listings from too few sellers are folded into
  // 'Other' (last, categoryId null, not priced). Prices: of the GBP listings, when at least INSIGHTS_MIN_MEMBERS
  // sellers listed them; previousMedianPrice and medianChange compare with the month before.
  byCategory: z.array(
    z.object({
      categoryId: z.number().int().nullable(),
      category: z.string(),
      listings: count,
      sold: count.nullable(),
      p25Price: price,
      medianPrice: price,
      p75Price: price,
      previousMedianPrice: price,
      medianChange: change,
    }),
  ),
});
export type InsightsGear = z.infer<typeof InsightsGearSchema>;

// A service's part: a closed month is computed once and kept (computedAt: then); the current month is computed
// when asked and marked partial.
const part = {
  month: MonthKeySchema,
  partial: z.boolean(),
  computedAt: z.iso.datetime({ offset: true }),
};

// GET /api/jobs-events/insights/:month
export const JobsEventsInsightsSchema = z.object({ ...part, jobs: InsightsJobsSchema, events: InsightsEventsSchema });
export type JobsEventsInsights = z.infer<typeof JobsEventsInsightsSchema>;

// GET /api/marketplace/insights/:month
export const MarketplaceInsightsSchema = z.object({ ...part, gear: InsightsGearSchema });
export type MarketplaceInsights = z.infer<typeof MarketplaceInsightsSchema>;

// GET /api/jobs-events/insights and /api/marketplace/insights: the first month the service has anything to report
// (null: nothing yet). The gateway lists the months from it.
export const InsightsCoverageSchema = z.object({ firstMonth: MonthKeySchema.nullable() });
export type InsightsCoverage = z.infer<typeof InsightsCoverageSchema>;

export const INSIGHTS_SECTIONS = ['jobs', 'events', 'gear'] as const;
export type InsightsSection = (typeof INSIGHTS_SECTIONS)[number];

// GET /api/insights/reports/:month, composed by the gateway. A section whose service is slow or down is null and
// named in `degraded`. generatedAt: when the newest part was computed.
export const InsightsReportSchema = z.object({
  month: MonthKeySchema,
  partial: z.boolean(),
  generatedAt: z.iso.datetime({ offset: true }),
  minMembers: z.number().int(),
  jobs: InsightsJobsSchema.nullable(),
  events: InsightsEventsSchema.nullable(),
  gear: InsightsGearSchema.nullable(),
  degraded: z.array(z.enum(INSIGHTS_SECTIONS)),
});
export type InsightsReport = z.infer<typeof InsightsReportSchema>;

// GET /api/insights/reports: the months a report can be read for, newest first (the current month partial), from
// the first month the platform has data for, at most INSIGHTS_REPORTS_LISTED.
export const InsightsReportListSchema = z.object({
  reports: z.array(
    z.object({
      month: MonthKeySchema,
      label: z.string(),
      partial: z.boolean(),
      pdfUrl: z.string(),
      csvUrl: z.string(),
    }),
  ),
  minMembers: z.number().int(),
  historyMonths: z.number().int(),
  degraded: z.array(z.enum(['jobs-events', 'marketplace'])),
});
export type InsightsReportList = z.infer<typeof InsightsReportListSchema>;

export const insightsReportPath = (month: string, format?: 'pdf' | 'csv') => `/api/insights/reports/${month}${format ? `/${format}` : ''}`;
export const insightsFileName = (month: string, format: 'pdf' | 'csv') => `stave-insights-${month}.${format}`;
