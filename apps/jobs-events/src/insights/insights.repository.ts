import { Injectable } from '@nestjs/common';
import { queryOne, queryRows, type Queryable } from '@stave/platform';

export interface Totals {
  count: number;
  // Distinct members behind the count.
  members: number;
}

export interface GroupRow<K> {
  key: K;
  count: number;
  members: number[];
}

export interface SkillRow {
  skill: string;
  jobs: number;
}

// The aggregates behind a month's report (docs/insights.md). Each answers counts and the distinct members behind
// them, which the service checks against the privacy floor and never passes on. A job counts in the month it was
// posted; an event in the month it takes place (cancelled ones left out).
@Injectable()
export class InsightsRepository {
  // Every figure of a report from one view of the data: the report's transaction, repeatable read and read-only.
  async jobTotals(db: Queryable, start: Date, end: Date): Promise<Totals> {
    return (await queryOne<Totals>(
      db,
      `SELECT count(*)::int AS count, count(DISTINCT user_id)::int AS members FROM jobs WHERE created_at >= $1 AND created_at < $2`,
      [start, end],
    ))!;
  }

  jobsBy(db: Queryable, column: 'type' | 'remote', start: Date, end: Date): Promise<Array<GroupRow<string | boolean>>> {
    return queryRows(
      db,
      `SELECT ${column} AS key, count(*)::int AS count, array_agg(DISTINCT user_id) AS members
         FROM jobs WHERE created_at >= $1 AND created_at < $2 GROUP BY ${column}`,
      [start, end],
    );
  }

  // The skills named by the most jobs, matched case-blind and spelt as most jobs spell them, each named by jobs of
  // at least `floor` distinct posters.
  topSkills(db: Queryable, start: Date, end: Date, floor: number, limit: number): Promise<SkillRow[]> {
    return queryRows(
      db,
      `SELECT mode() WITHIN GROUP (ORDER BY btrim(s.skill)) AS skill, count(DISTINCT j.id)::int AS jobs
         FROM jobs j CROSS JOIN LATERAL unnest(j.skills) AS s(skill)
        WHERE j.created_at >= $1 AND j.created_at < $2 AND btrim(s.skill) <> ''
        GROUP BY lower(btrim(s.skill))
       HAVING count(DISTINCT j.user_id) >= $3
        ORDER BY jobs DESC, lower(btrim(s.skill))
        LIMIT $4`,
      [start, end, floor, limit],
    );
  }

  async eventTotals(db: Queryable, start: Date, end: Date): Promise<Totals> {
    return (await queryOne<Totals>(
      db,
      `SELECT count(*)::int AS count, count(DISTINCT user_id)::int AS members
         FROM events WHERE status = 'scheduled' AND start_date >= $1 AND start_date < $2`,
      [start, end],
    ))!;
  }

  eventsByRegion(db: Queryable, start: Date, end: Date): Promise<Array<GroupRow<string | null>>> {
    return queryRows(
      db,
      `SELECT region AS key, count(*)::int AS count, array_agg(DISTINCT user_id) AS members
         FROM events WHERE status = 'scheduled' AND start_date >= $1 AND start_date < $2 GROUP BY region`,
      [start, end],
    );
  }

  // When the first job was posted or the first event takes place; null before either.
  async firstActivity(db: Queryable): Promise<Date | null> {
    const row = await queryOne<{ first: Date | null }>(
      db,
      `SELECT least((SELECT min(created_at) FROM jobs), (SELECT min(start_date) FROM events WHERE status = 'scheduled')) AS first`,
    );
    return row?.first ?? null;
  }
}
