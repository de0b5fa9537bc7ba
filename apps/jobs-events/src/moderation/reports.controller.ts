import { Body, Controller, Param, Post } from '@nestjs/common';
import { CollaborationParamsSchema, CreateReportSchema, EventParamsSchema, JobParamsSchema, type CreateReport } from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { ReportsService } from './reports.service';

const Report = new ZodPipe(CreateReportSchema);

@Controller('api')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post('jobs/:id/report')
  job(@CurrentUser() user: AuthUser, @Param(new ZodPipe(JobParamsSchema)) params: { id: number }, @Body(Report) body: CreateReport) {
    return this.reports.report('job', user.id, params.id, body);
  }

  @Post('events/:id/report')
  event(@CurrentUser() user: AuthUser, @Param(new ZodPipe(EventParamsSchema)) params: { id: number }, @Body(Report) body: CreateReport) {
    return this.reports.report('event', user.id, params.id, body);
  }

  @Post('collaborations/:id/report')
  collaboration(@CurrentUser() user: AuthUser, @Param(new ZodPipe(CollaborationParamsSchema)) params: { id: number }, @Body(Report) body: CreateReport) {
    return this.reports.report('collaboration', user.id, params.id, body);
  }
}
