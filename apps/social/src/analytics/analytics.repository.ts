import { Injectable } from '@nestjs/common';
import type { AnalyticsMetric } from '@stave/contracts';
import { Database, queryRows, type Transaction } from '@stave/platform';

export interface DailyCount {
  metric: AnalyticsMetric;
  day: string;
  count: number;
}

// The only file that reads or writes member_activity_daily.
@Injectable()
export class AnalyticsRepository {
  constructor(private readonly database: Database) {}

  // One more of `metric` for each member on the UK day of `at` (members in id order: two events touching
  // the same members cannot deadlock).
  async add(tx: Transaction, userIds: readonly number[], metric: AnalyticsMetric, at: string): Promise<void> {
    if (userIds.length === 0) return;
    await tx.query(
      `INSERT INTO member_activity_daily (user_id, metric, day, count)
       SELECT u, $2, ($3::timestamptz AT TIME ZONE 'Europe/London')::date, count(*) FROM unnest($1::int[]) u GROUP BY u ORDER BY u
       ON CONFLICT (user_id, metric, day) DO UPDATE SET count = member_activity_daily.count + EXCLUDED.count`,
      [userIds, metric, at],
    );
  }

  // The member's counts over the last `days` UK days, and today's UK date.
  async recent(userId: number, days: number): Promise<{ today: string; rows: DailyCount[] }> {
    const rows = await queryRows<DailyCount & { today: string }>(
      this.database.pool,
      `WITH today AS (SELECT (now() AT TIME ZONE 'Europe/London')::date AS day)
       SELECT today.day::text AS today, a.metric, a.day::text AS day, a.count
         FROM today LEFT JOIN member_activity_daily a ON a.user_id = $1 AND a.day > today.day - $2::int`,
      [userId, days],
    );
    return { today: rows[0]!.today, rows: rows.filter((row) => row.metric !== null) };
  }
}
