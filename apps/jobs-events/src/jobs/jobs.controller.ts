import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  ApplicationParamsSchema,
  ApplyToJobSchema,
  CreateJobSchema,
  DecideApplicationSchema,
  JobParamsSchema,
  JobsQuerySchema,
  NEXT_PAGE_HEADER,
  SaveJobSchema,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  UpdateJobSchema,
  type ApplyToJob,
  type CreateJob,
  type JobsQuery,
  type UpdateJob,
} from '@stave/contracts';
import { CurrentUser, ZodPipe, type AuthUser } from '@stave/platform';
import { ActingFor, type Acting } from '@stave/domain';
import { JobsService } from './jobs.service';

const JobParams = new ZodPipe(JobParamsSchema);
type JobParams = { id: number };

@Controller('api/jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  // Spec §7: no-cache, and an array; where the page sits is in the headers.
  @Get()
  @Header('Cache-Control', 'no-cache, no-store, must-revalidate')
  async list(@ActingFor('manage') acting: Acting, @Query(new ZodPipe(JobsQuerySchema)) query: JobsQuery, @Res({ passthrough: true }) reply: FastifyReply) {
    const { jobs, total, capped, nextPage } = await this.jobs.list(acting.ownerId, query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    if (capped) reply.header(TOTAL_CAPPED_HEADER, 'true');
    if (nextPage !== null) reply.header(NEXT_PAGE_HEADER, String(nextPage));
    return jobs;
  }

  @Post()
  create(@ActingFor('post') acting: Acting, @Body(new ZodPipe(CreateJobSchema)) body: CreateJob) {
    return this.jobs.create(acting, body);
  }

  // The dashboard's Active Jobs counter (spec §2), read by the gateway's /api/user/stats.
  @Get('active/count')
  activeCount(@CurrentUser() user: AuthUser) {
    return this.jobs.activeCount(user.id);
  }

  @Get('locations')
  locations() {
    return this.jobs.locations();
  }

  @Get('saved')
  saved(@CurrentUser() user: AuthUser) {
    return this.jobs.saved(user.id);
  }

  @Get('usage')
  usage(@CurrentUser() user: AuthUser) {
    return this.jobs.usage(user.id);
  }

  @Get('applications/mine')
  myApplications(@CurrentUser() user: AuthUser) {
    return this.jobs.myApplications(user.id);
  }

  @Post('apply')
  apply(@CurrentUser() user: AuthUser, @Body(new ZodPipe(ApplyToJobSchema)) body: ApplyToJob) {
    return this.jobs.apply(user.id, body);
  }

  @Post('save')
  @HttpCode(200)
  save(@CurrentUser() user: AuthUser, @Body(new ZodPipe(SaveJobSchema)) body: { jobId: number }) {
    return this.jobs.toggleSaved(user.id, body.jobId);
  }

  @Get(':id')
  get(@ActingFor('manage') acting: Acting, @Param(JobParams) params: JobParams) {
    return this.jobs.get(acting.ownerId, params.id);
  }

  @Patch(':id')
  update(@ActingFor('manage') acting: Acting, @Param(JobParams) params: JobParams, @Body(new ZodPipe(UpdateJobSchema)) body: UpdateJob) {
    return this.jobs.update(acting, params.id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  async delete(@ActingFor('manage') acting: Acting, @Param(JobParams) params: JobParams) {
    await this.jobs.delete(acting, params.id);
  }

  @Get(':id/applications')
  applications(@ActingFor('manage') acting: Acting, @Param(JobParams) params: JobParams) {
    return this.jobs.applications(acting.ownerId, params.id);
  }

  @Patch(':id/applications/:applicationId')
  decide(
    @ActingFor('manage') acting: Acting,
    @Param(new ZodPipe(ApplicationParamsSchema)) params: { id: number; applicationId: number },
    @Body(new ZodPipe(DecideApplicationSchema)) body: { status: 'shortlisted' | 'declined' },
  ) {
    return this.jobs.decide(acting, params.id, params.applicationId, body.status);
  }
}
