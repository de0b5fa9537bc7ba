import { Controller, Param } from '@nestjs/common';
import { JOBS, MEMBER_POSTINGS_LIMIT, type MemberPostings } from '@stave/contracts';
import { Route, CurrentUser, Database, type AuthUser } from '@stave/platform';
import { blockedBetween } from '@stave/domain';
import { JobsService } from '../jobs/jobs.service';
import { EventsService } from './events.service';

// A member's open jobs and upcoming events, public, for their storefront's page (the gateway composes
// GET /api/storefronts/:userId from this and the marketplace's storefront and listings).
@Controller()
export class MemberPostingsController {
  constructor(
    private readonly database: Database,
    private readonly jobs: JobsService,
    private readonly events: EventsService,
  ) {}

  // A signed-in viewer either of whom has blocked the other sees none of them.
  @Route(JOBS.byMember)
  async byMember(@CurrentUser() viewer: AuthUser | undefined, @Param() params: { userId: number }): Promise<MemberPostings> {
    if (viewer && viewer.id !== params.userId && (await blockedBetween(this.database.pool, viewer.id, params.userId))) return { jobs: [], events: [] };
    const [jobs, events] = await Promise.all([
      this.jobs.openBy(viewer?.id, params.userId, MEMBER_POSTINGS_LIMIT),
      this.events.upcomingBy(viewer?.id, params.userId, MEMBER_POSTINGS_LIMIT),
    ]);
    return { jobs, events };
  }
}
