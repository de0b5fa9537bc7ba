import { z } from 'zod';
import type { RouteContract } from '../api/routes';
import {
  ApplicationParamsSchema,
  ApplyResultSchema,
  ApplyToJobSchema,
  CreateJobSchema,
  DecideApplicationSchema,
  JobApplicationUsageSchema,
  JobApplicationViewSchema,
  JobLocationSchema,
  JobParamsSchema,
  JobsQuerySchema,
  JobViewSchema,
  MyApplicationViewSchema,
  SaveJobResultSchema,
  SaveJobSchema,
  UpdateJobSchema,
} from './jobs.schemas';
import { MemberPostingsParamsSchema, MemberPostingsSchema } from './member-postings.schemas';

const jobs = { owner: 'jobs-events' as const, auth: 'required' as const };

export const JOBS_ROUTES: RouteContract[] = [
  {
    ...jobs,
    method: 'GET',
    path: '/api/jobs',
    summary:
      'Open jobs, filtered and sorted here (?search= ranked by the spec’s fuzzy score, ?type=, ?remote=true|false, ?location=, ?sort=latest|oldest|title-asc|title-desc, ?mine=true for your own in every state); page by ?page=&limit= with the total in x-total-count and the next page in x-next-page. No-cache',
    query: JobsQuerySchema,
    responses: { 200: z.array(JobViewSchema) },
  },
  {
    ...jobs,
    method: 'POST',
    path: '/api/jobs',
    summary: 'Post a job (any member). Blank optional fields are stored as null; it closes 30 days after posting unless expiresAt says otherwise',
    body: CreateJobSchema,
    responses: { 201: JobViewSchema, 400: null },
  },
  {
    ...jobs,
    method: 'GET',
    path: '/api/jobs/locations',
    summary: 'Where open jobs are (each place once, any case), most postings first, at most 50: the location filter’s “found in data” list',
    responses: { 200: z.array(JobLocationSchema) },
  },
  {
    ...jobs,
    method: 'GET',
    path: '/api/jobs/saved',
    summary: 'Jobs you saved, most recently saved first',
    responses: { 200: z.array(JobViewSchema) },
  },
  {
    ...jobs,
    method: 'GET',
    path: '/api/jobs/usage',
    summary: 'Applications you made this calendar month (Europe/London) against your plan’s limit (-1 = unlimited)',
    responses: { 200: JobApplicationUsageSchema },
  },
  {
    ...jobs,
    method: 'GET',
    path: '/api/jobs/applications/mine',
    summary: 'Your applications, newest first, with where each stands',
    responses: { 200: z.array(MyApplicationViewSchema) },
  },
  {
    ...jobs,
    method: 'POST',
    path: '/api/jobs/apply',
    summary:
      'Apply in the app (an optional cover message the poster reads). Free members: 5 a calendar month (403 USAGE_LIMIT_EXCEEDED with usage); twice to one job is 409 and counts once; your own job is 400',
    body: ApplyToJobSchema,
    responses: { 201: ApplyResultSchema, 400: null, 403: null, 404: null, 409: null },
  },
  {
    ...jobs,
    method: 'POST',
    path: '/api/jobs/save',
    summary: 'Save a job, or un-save it if saved (a toggle)',
    body: SaveJobSchema,
    responses: { 200: SaveJobResultSchema, 404: null },
  },
  {
    ...jobs,
    method: 'GET',
    path: '/api/jobs/:id',
    summary: 'One job (a closed or expired one too, for its poster and its applicants)',
    params: JobParamsSchema,
    responses: { 200: JobViewSchema, 404: null },
  },
  {
    ...jobs,
    method: 'PATCH',
    path: '/api/jobs/:id',
    summary: 'Edit your job, or close it with {status: "closed"} (someone else’s: 404)',
    params: JobParamsSchema,
    body: UpdateJobSchema,
    responses: { 200: JobViewSchema, 400: null, 404: null },
  },
  {
    ...jobs,
    method: 'DELETE',
    path: '/api/jobs/:id',
    summary: 'Delete your job with its applications and saves (someone else’s: 404)',
    params: JobParamsSchema,
    responses: { 204: null, 404: null },
  },
  {
    ...jobs,
    method: 'GET',
    path: '/api/jobs/:id/applications',
    summary: 'The applications to your job, newest first, with each applicant’s profile (someone else’s job: 404)',
    params: JobParamsSchema,
    responses: { 200: z.array(JobApplicationViewSchema), 404: null },
  },
  {
    ...jobs,
    method: 'PATCH',
    path: '/api/jobs/:id/applications/:applicationId',
    summary: 'Shortlist or decline an application to your job; the applicant is notified',
    params: ApplicationParamsSchema,
    body: DecideApplicationSchema,
    responses: { 200: JobApplicationViewSchema, 400: null, 404: null },
  },
  {
    owner: 'jobs-events',
    auth: 'optional',
    method: 'GET',
    path: '/api/jobs-events/by-member/:userId',
    summary:
      'A member’s open jobs (newest first) and upcoming events that are not cancelled (soonest first), 20 of each, as the lists show them; signed out too (a job’s contactEmail is then null). A signed-in viewer either of whom has blocked the other gets empty lists. For a storefront’s page',
    params: MemberPostingsParamsSchema,
    responses: { 200: MemberPostingsSchema },
  },
];
