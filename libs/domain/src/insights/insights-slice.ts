import { Inject, Injectable, type Type } from '@nestjs/common';
import { z } from 'zod';
import { shiftMonth, type InsightsCoverage } from '@stave/contracts';
import { Clock, Database, JobHandler, defineJob, londonMonthKey, type JobContext, type Queryable, type Transaction } from '@stave/platform';
import { InsightSnapshots, insightMonthRange } from './insight-snapshots';

export interface MonthRange {
  start: Date;
  end: Date;
}

// What one service adds to the industry insight reports (docs/insights.md): its figures for a London calendar month,
// with the privacy floor applied to each, and when its history begins. Everything around them is InsightsSlice's.
export interface InsightsFigures<T extends object> {
  // Inside a read-only repeatable-read transaction: every figure from one view of the data.
  compute(tx: Transaction, month: MonthRange, previous: MonthRange): Promise<T>;
  firstActivity(db: Queryable): Promise<Date | null>;
}

// The service's InsightsFigures, provided by its insights module.
export const INSIGHTS_FIGURES = Symbol('INSIGHTS_FIGURES');

// A service's part of the reports, the same in every service that has one: Business members only, the month rules,
// the current month live (partial), a closed one as stored (InsightSnapshots, docs/insights.md § Snapshots).
@Injectable()
export class InsightsSlice<T extends object = object> {
  constructor(
    private readonly database: Database,
    private readonly snapshots: InsightSnapshots,
    @Inject(INSIGHTS_FIGURES) private readonly figures: InsightsFigures<T>,
  ) {}

  async coverage(memberId: number): Promise<InsightsCoverage> {
    await this.snapshots.requireBusiness(memberId);
    const first = await this.figures.firstActivity(this.database.pool);
    return { firstMonth: first ? londonMonthKey(first) : null };
  }

  async report(memberId: number, month: string): Promise<T & { month: string; partial: boolean; computedAt: string }> {
    await this.snapshots.requireBusiness(memberId);
    return this.snapshots.monthly(month, (m) => this.compute(m));
  }

  // The monthly job: the month just ended, kept.
  async store(month: string): Promise<void> {
    await this.snapshots.store(month, (m) => this.compute(m));
  }

  compute(month: string): Promise<T> {
    return this.database.transaction(async (tx) => {
      await this.snapshots.readOnlyView(tx);
      return this.figures.compute(tx, insightMonthRange(month), insightMonthRange(shiftMonth(month, -1)));
    });
  }
}

// The month just ended is computed and kept on the 1st (docs/insights.md § Snapshots), as `<service>.insights.snapshot`.
// Schedules run in UTC: 00:20 UTC is after midnight in London in winter and summer alike. A month asked for before this
// ran is computed then; whichever comes first is kept.
// WARNING: the job's name is stored with every queued run and with the schedule; renaming it strands them (defineJob).
export function insightsSnapshotJob(service: string): Type<{ run(data: object, job: JobContext): Promise<void> }> {
  const job = defineJob(`${service}.insights.snapshot`, z.object({}));
  @Injectable()
  class SnapshotInsightsJob {
    constructor(
      private readonly insights: InsightsSlice,
      private readonly clock: Clock,
    ) {}

    @JobHandler(job, { schedule: '20 0 1 * *' })
    async run(_data: object, _job: JobContext): Promise<void> {
      await this.insights.store(shiftMonth(londonMonthKey(this.clock.now()), -1));
    }
  }
  return SnapshotInsightsJob;
}
