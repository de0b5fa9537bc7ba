import { Controller, Get, Header, Param } from '@nestjs/common';
import { InsightsMonthParamsSchema, type InsightsCoverage, type JobsEventsInsights } from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { InsightsService } from './insights.service';

// Issue 17: this service's part of the industry insight reports, read by the gateway's /api/insights/reports
// (docs/insights.md). Business members only.
@Controller('api/jobs-events/insights')
export class InsightsController {
  constructor(private readonly insights: InsightsService) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  coverage(@CurrentUser() user: AuthUser): Promise<InsightsCoverage> {
    return this.insights.coverage(user.id);
  }

  @Get(':month')
  @Header('Cache-Control', 'private, no-store')
  report(@CurrentUser() user: AuthUser, @Param(new ZodPipe(InsightsMonthParamsSchema)) params: { month: string }): Promise<JobsEventsInsights> {
    return this.insights.report(user.id, params.month);
  }
}
