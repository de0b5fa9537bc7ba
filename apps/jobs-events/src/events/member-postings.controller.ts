import { Controller, Get, Param } from '@nestjs/common';
import { MEMBER_POSTINGS_LIMIT, MemberPostingsParamsSchema, type MemberPostings } from '@stave/contracts';
import { CurrentUser, Database, OptionalAuth, ZodPipe, type AuthUser } from '@stave/platform';
import { blockedBetween } from '@stave/domain';
import { JobsService } from '../jobs/jobs.service';
import { EventsService } from './events.service';

// Issue 17: a member's open jobs and upcoming events, public, for their storefront's page (the gateway composes
// GET /api/storefronts/:userId from this and the marketplace's storefront and listings).
@Controller('api/jobs-events')
export class MemberPostingsController {
  constructor(
    private readonly database: Database,
    private readonly jobs: JobsService,
    private readonly events: EventsService,
  ) {}

  // Issue 16: a signed-in viewer either of whom has blocked the other sees none of them.
  @Get('by-member/:userId')
  @OptionalAuth()
  async byMember(
    @CurrentUser() viewer: AuthUser | undefined,
    @Param(new ZodPipe(MemberPostingsParamsSchema)) params: { userId: number },
  ): Promise<MemberPostings> {
    if (viewer && viewer.id !== params.userId && (await blockedBetween(this.database.pool, viewer.id, params.userId))) return { jobs: [], events: [] };
    const [jobs, events] = await Promise.all([
      this.jobs.openBy(viewer?.id, params.userId, MEMBER_POSTINGS_LIMIT),
      this.events.upcomingBy(viewer?.id, params.userId, MEMBER_POSTINGS_LIMIT),
    ]);
    return { jobs, events };
  }
}
