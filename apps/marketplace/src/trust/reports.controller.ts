import { Body, Controller, Param, Query } from '@nestjs/common';
import { MARKETPLACE, type CreateListingReport, type ModerationDecision, type ModerationQuery } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { ReportsService } from './reports.service';

@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Route(MARKETPLACE.report)
  report(@CurrentUser() user: AuthUser, @Param() params: { id: number }, @Body() body: CreateListingReport) {
    return this.reports.report(user.id, params.id, body);
  }

  @Route(MARKETPLACE.moderation)
  moderation(@CurrentUser() user: AuthUser) {
    return { moderator: this.reports.isModerator(user.id) };
  }

  @Route(MARKETPLACE.reports)
  queue(@CurrentUser() user: AuthUser, @Query() query: ModerationQuery) {
    return this.reports.queue(user.id, query);
  }

  @Route(MARKETPLACE.updateReport)
  decide(@CurrentUser() user: AuthUser, @Param() params: { id: number }, @Body() body: ModerationDecision) {
    return this.reports.decide(user.id, params.id, body);
  }
}
