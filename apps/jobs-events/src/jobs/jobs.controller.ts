import { Body, Controller, Header, HttpCode, Param, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  JOBS,
  DASHBOARD,
  NEXT_PAGE_HEADER,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  type ApplyToJob,
  type CreateJob,
  type JobsQuery,
  type UpdateJob,
} from '@stave/contracts';
import { Route, CurrentUser, type AuthUser } from '@stave/platform';
import { ActingFor, type Acting } from '@stave/domain';
import { JobsService } from './jobs.service';

type JobParams = { id: number };

@Controller()
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  // No-cache, and an array; where the page sits is in the headers.
  @Route(JOBS.list)
  @Header('Cache-Control', 'no-cache, no-store, must-revalidate')
  async list(@ActingFor('manage') acting: Acting, @Query() query: JobsQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const { jobs, total, capped, nextPage } = await this.jobs.list(acting.ownerId, query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    if (capped) reply.header(TOTAL_CAPPED_HEADER, 'true');
    if (nextPage !== null) reply.header(NEXT_PAGE_HEADER, String(nextPage));
    return jobs;
  }

  @Route(JOBS.create)
  create(@ActingFor('post') acting: Acting, @Body() body: CreateJob) {
    return this.jobs.create(acting, body);
  }

  // The dashboard's Active Jobs counter (docs/web.md#screens), read by the gateway's /api/user/stats.
  @Route(DASHBOARD.activeJobsCount)
  activeCount(@CurrentUser() user: AuthUser) {
    return this.jobs.activeCount(user.id);
  }

  @Route(JOBS.locations)
  locations() {
    return this.jobs.locations();
  }

  @Route(JOBS.saved)
  saved(@CurrentUser() user: AuthUser) {
    return this.jobs.saved(user.id);
  }

  @Route(JOBS.usage)
  usage(@CurrentUser() user: AuthUser) {
    return this.jobs.usage(user.id);
  }

  @Route(JOBS.myApplications)
  myApplications(@CurrentUser() user: AuthUser) {
    return this.jobs.myApplications(user.id);
  }

  @Route(JOBS.apply)
  apply(@CurrentUser() user: AuthUser, @Body() body: ApplyToJob) {
    return this.jobs.apply(user.id, body);
  }

  @Route(JOBS.save)
  @HttpCode(200)
  save(@CurrentUser() user: AuthUser, @Body() body: { jobId: number }) {
    return this.jobs.toggleSaved(user.id, body.jobId);
  }

  @Route(JOBS.get)
  get(@ActingFor('manage') acting: Acting, @Param() params: JobParams) {
    return this.jobs.get(acting.ownerId, params.id);
  }

  @Route(JOBS.update)
  update(@ActingFor('manage') acting: Acting, @Param() params: JobParams, @Body() body: UpdateJob) {
    return this.jobs.update(acting, params.id, body);
  }

  @Route(JOBS.delete)
  @HttpCode(204)
  async delete(@ActingFor('manage') acting: Acting, @Param() params: JobParams) {
    await this.jobs.delete(acting, params.id);
  }

  @Route(JOBS.applications)
  applications(@ActingFor('manage') acting: Acting, @Param() params: JobParams) {
    return this.jobs.applications(acting.ownerId, params.id);
  }

  @Route(JOBS.decide)
  decide(@ActingFor('manage') acting: Acting, @Param() params: { id: number; applicationId: number }, @Body() body: { status: 'shortlisted' | 'declined' }) {
    return this.jobs.decide(acting, params.id, params.applicationId, body.status);
  }
}
