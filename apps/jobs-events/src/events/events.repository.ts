import { Injectable } from '@nestjs/common';
import { Database, queryOne } from '@stave/platform';

// The only file that touches events in SQL (the table is created by jobs/jobs.migration.ts).
@Injectable()
export class EventsRepository {
  constructor(private readonly db: Database) {}

  async countUpcoming(): Promise<number> {
    const row = await queryOne<{ count: number }>(this.db.pool, `SELECT count(*)::int AS count FROM events WHERE start_date > now()`);
    return row?.count ?? 0;
  }
}
