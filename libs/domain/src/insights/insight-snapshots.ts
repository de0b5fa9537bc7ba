import { Injectable, Module } from '@nestjs/common';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { InsightsErrorCode, insightsMonthProblem, planHasFeature } from '@stave/contracts';
import { queryOne, type Transaction } from '@stave/platform';
import { Database } from '@stave/platform';
import { domainError } from '@stave/platform';
import { findUserSummary, memberTier } from '../projections/user-summaries.repository';
import { Clock } from '@stave/platform';
import { londonMonth, londonMonthKey } from '@stave/platform';

// A service's part of the industry insight reports (docs/insights.md) is computed by the service; what every
// such service shares lives here — the Business-only check, the month rules, and the snapshots that keep a closed
// month's figures as they were when the month ended (edits, deletions and erasures afterwards leave them). Only
// aggregates that passed the privacy floor are ever stored: never an id, a name or a title.
export class InsightSnapshots1737000000000 implements MigrationInterface {
  name = 'InsightSnapshots1737000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE insight_snapshots (
        month text PRIMARY KEY CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        data jsonb NOT NULL,
        computed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE insight_snapshots`);
  }
}

// The London calendar month named 'YYYY-MM', as the instants it starts and ends at.
export function insightMonthRange(month: string): { start: Date; end: Date } {
  return londonMonth(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15)));
}

export interface StoredFigures<T> {
  data: T;
  computedAt: Date;
}

@Injectable()
export class InsightSnapshots {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  // Business members only (their plan as this service's projection knows it; `insightReports`): 403 INSIGHTS_BUSINESS_ONLY.
  async requireBusiness(memberId: number): Promise<void> {
    if (!planHasFeature(memberTier(await findUserSummary(this.database.pool, memberId)), 'insightReports')) throw domainError(InsightsErrorCode.BusinessOnly);
  }

  // A month's figures: the current month computed now and marked partial; a closed one as stored (computed and stored
  // first if the monthly job has not got to it). A future month is 400, one past the history 404.
  async monthly<T extends object>(month: string, compute: (month: string) => Promise<T>): Promise<T & { month: string; partial: boolean; computedAt: string }> {
    const now = this.clock.now();
    const current = londonMonthKey(now);
    const problem = insightsMonthProblem(month, current);
    if (problem === 'future') throw domainError(InsightsErrorCode.MonthInFuture);
    if (problem === 'too_old') throw domainError(InsightsErrorCode.MonthTooOld);
    if (month === current) return { month, partial: true, computedAt: now.toISOString(), ...(await compute(month)) };
    const stored = await this.store(month, compute);
    return { month, partial: false, computedAt: stored.computedAt.toISOString(), ...stored.data };
  }

  // The monthly job, and a closed month asked for before it: the first to store a month wins, and the month as stored
  // is the answer either way.
  async store<T>(month: string, compute: (month: string) => Promise<T>): Promise<StoredFigures<T>> {
    const existing = await this.find<T>(month);
    if (existing) return existing;
    const data = await compute(month);
    await this.database.pool.query(`INSERT INTO insight_snapshots (month, data, computed_at) VALUES ($1, $2, $3) ON CONFLICT (month) DO NOTHING`, [
      month,
      JSON.stringify(data),
      this.clock.now(),
    ]);
    return (await this.find<T>(month))!;
  }

  // The transaction every figure of a month is read in: one view of the data, written to by nothing.
  async readOnlyView(tx: Transaction): Promise<void> {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
  }

  private find<T>(month: string): Promise<StoredFigures<T> | null> {
    return queryOne<StoredFigures<T>>(this.database.pool, `SELECT data, computed_at AS "computedAt" FROM insight_snapshots WHERE month = $1`, [month]);
  }
}

// In a service that computes a part of the reports, with InsightSnapshots1737000000000 in its migrations.
@Module({ providers: [InsightSnapshots], exports: [InsightSnapshots] })
export class InsightSnapshotsModule {}
