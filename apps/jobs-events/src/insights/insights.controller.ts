import { Controller, Header, Param } from '@nestjs/common';
import { INSIGHTS, type InsightsCoverage, type JobsEventsInsights } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { InsightsSlice } from '@stave/domain';
import type { JobsEventsFigures } from './insights.service';

// This service's part of the industry insight reports, read by the gateway's /api/insights/reports
// (docs/insights.md). Business members only.
@Controller()
export class InsightsController {
  constructor(private readonly insights: InsightsSlice<JobsEventsFigures>) {}

  @Route(INSIGHTS.jobsEvents)
  @Header('Cache-Control', 'private, no-store')
  coverage(@CurrentUser() user: AuthUser): Promise<InsightsCoverage> {
    return this.insights.coverage(user.id);
  }

  @Route(INSIGHTS.jobsEventsMonth)
  @Header('Cache-Control', 'private, no-store')
  report(@CurrentUser() user: AuthUser, @Param() params: { month: string }): Promise<JobsEventsInsights> {
    return this.insights.report(user.id, params.month);
  }
}
