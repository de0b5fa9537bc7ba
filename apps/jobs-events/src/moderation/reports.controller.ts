import { Body, Controller, Param } from '@nestjs/common';
import { MODERATION, type CreateReport } from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { ReportsService } from './reports.service';

@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Route(MODERATION.reportJob)
  job(@CurrentUser() user: AuthUser, @Param() params: { id: number }, @Body() body: CreateReport) {
    return this.reports.report('job', user.id, params.id, body);
  }

  @Route(MODERATION.reportEvent)
  event(@CurrentUser() user: AuthUser, @Param() params: { id: number }, @Body() body: CreateReport) {
    return this.reports.report('event', user.id, params.id, body);
  }

  @Route(MODERATION.reportCollaboration)
  collaboration(@CurrentUser() user: AuthUser, @Param() params: { id: number }, @Body() body: CreateReport) {
    return this.reports.report('collaboration', user.id, params.id, body);
  }
}
