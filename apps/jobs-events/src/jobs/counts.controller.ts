import { Controller, Get } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CurrentUser, queryOne, type AuthUser } from '@stave/platform';

// The dashboard's counters (spec §2 stat cards), read by the gateway's /api/user/stats.
// Active jobs: the member's postings that have not expired. Upcoming events: events starting after now.
@Controller('api')
export class CountsController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('jobs/active/count')
  async activeJobs(@CurrentUser() user: AuthUser) {
    const row = await queryOne<{ count: number }>(
      this.dataSource,
      `SELECT count(*)::int AS count FROM jobs WHERE user_id = $1 AND (expires_at IS NULL OR expires_at > now())`,
      [user.id],
    );
    return { count: row?.count ?? 0 };
  }

  @Get('events/upcoming/count')
  async upcomingEvents() {
    const row = await queryOne<{ count: number }>(this.dataSource, `SELECT count(*)::int AS count FROM events WHERE start_date > now()`);
    return { count: row?.count ?? 0 };
  }
}
