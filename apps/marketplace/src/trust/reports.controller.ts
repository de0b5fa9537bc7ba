import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import {
  CreateListingReportSchema,
  ListingParamsSchema,
  ModerationDecisionSchema,
  ModerationQuerySchema,
  ReportParamsSchema,
  type CreateListingReport,
  type ModerationDecision,
  type ModerationQuery,
} from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { ReportsService } from './reports.service';

@Controller('api/marketplace')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post('listings/:id/report')
  report(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(ListingParamsSchema)) params: { id: number },
    @Body(new ZodPipe(CreateListingReportSchema)) body: CreateListingReport,
  ) {
    return this.reports.report(user.id, params.id, body);
  }

  @Get('moderation')
  moderation(@CurrentUser() user: AuthUser) {
    return { moderator: this.reports.isModerator(user.id) };
  }

  @Get('reports')
  queue(@CurrentUser() user: AuthUser, @Query(new ZodPipe(ModerationQuerySchema)) query: ModerationQuery) {
    return this.reports.queue(user.id, query);
  }

  @Patch('reports/:id')
  decide(
    @CurrentUser() user: AuthUser,
    @Param(new ZodPipe(ReportParamsSchema)) params: { id: number },
    @Body(new ZodPipe(ModerationDecisionSchema)) body: ModerationDecision,
  ) {
    return this.reports.decide(user.id, params.id, body);
  }
}
