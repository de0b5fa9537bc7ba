import { Injectable } from '@nestjs/common';
import { ANALYTICS_METRICS, CommonErrorCode, planHasFeature, type AnalyticsDashboard, type AnalyticsMetric, type AnalyticsPreview } from '@stave/contracts';
import { Database, domainError } from '@stave/platform';
import { findUserSummary, memberTier } from '@stave/domain';
import { AnalyticsRepository } from './analytics.repository';

const PERIOD_DAYS = 30;
const SERIES_DAYS = 90;

type Counts = Record<AnalyticsMetric, number>;
const zero = (): Counts => Object.fromEntries(ANALYTICS_METRICS.map((metric) => [metric, 0])) as Counts;

// The UK date `offset` days before `today` ('2026-11-24').
function dayBefore(today: string, offset: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - offset);
  return date.toISOString().slice(0, 10);
}

// Analytics, the analytics dashboard: what happened to a member, from the events the services
// emit (consumers/activity.consumer.ts). Pro and Business see it all (advanced analytics); every
// member sees the basic preview.
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly database: Database,
    private readonly analytics: AnalyticsRepository,
  ) {}

  async dashboard(userId: number): Promise<AnalyticsDashboard> {
    const tier = memberTier(await findUserSummary(this.database.pool, userId));
    if (!planHasFeature(tier, 'advancedAnalytics')) throw domainError(CommonErrorCode.PremiumRequired);
    const { today, rows } = await this.analytics.recent(userId, SERIES_DAYS);
    const days = Array.from({ length: SERIES_DAYS }, (_, i) => dayBefore(today, SERIES_DAYS - 1 - i));
    const index = new Map(days.map((day, i) => [day, i]));
    const series = Object.fromEntries(ANALYTICS_METRICS.map((metric) => [metric, Array<number>(SERIES_DAYS).fill(0)])) as Record<AnalyticsMetric, number[]>;
    const current = zero();
    const previous = zero();
    const periodStart = dayBefore(today, PERIOD_DAYS - 1);
    const previousStart = dayBefore(today, 2 * PERIOD_DAYS - 1);
    for (const row of rows) {
      const at = index.get(row.day);
      if (at !== undefined) series[row.metric][at] = row.count;
      if (row.day >= periodStart) current[row.metric] += row.count;
      else if (row.day >= previousStart) previous[row.metric] += row.count;
    }
    return { ...current, previous, series: { days, ...series } };
  }

  // 'basic analytics preview': the last 30 days' profile views and search appearances.
  async preview(userId: number): Promise<AnalyticsPreview> {
    const { today, rows } = await this.analytics.recent(userId, PERIOD_DAYS);
    const since = dayBefore(today, PERIOD_DAYS - 1);
    const sum = (metric: AnalyticsMetric) => rows.filter((row) => row.metric === metric && row.day >= since).reduce((total, row) => total + row.count, 0);
    return { profileViews: sum('profileViews'), searchAppearances: sum('searchAppearances') };
  }
}
