// The job board (jobs calls). Answers are checked against the contracts'
// schemas, loaded on demand (lib/api-json.ts). Filtering, sorting and paging are the server's.
import type { ApplyResult, CreateJob, JobApplicationUsage, JobApplicationView, JobView, MyApplicationView, SaveJobResult } from '@stave/contracts';
import { actAsHeaders } from '@/lib/act-as';
import { getParsed, requestParsed, send, withQuery } from '@/lib/api-json';
import type { JobFilters } from '../job-filters';

const jobSchema = async () => (await import('@stave/contracts/jobs')).JobViewSchema;
const jobListSchema = async () => (await import('@stave/contracts/jobs')).JobViewSchema.array();
const applyResultSchema = async () => (await import('@stave/contracts/jobs')).ApplyResultSchema;
const saveResultSchema = async () => (await import('@stave/contracts/jobs')).SaveJobResultSchema;
const usageSchema = async () => (await import('@stave/contracts/jobs')).JobApplicationUsageSchema;
const applicationSchema = async () => (await import('@stave/contracts/jobs')).JobApplicationViewSchema;
const applicationListSchema = async () => (await import('@stave/contracts/jobs')).JobApplicationViewSchema.array();
const myApplicationListSchema = async () => (await import('@stave/contracts/jobs')).MyApplicationViewSchema.array();
const jobLocationsSchema = async () => (await import('@stave/contracts/jobs')).JobLocationSchema.array();

// Restated from the contracts (a value import would pull zod in with this module).
const TOTAL_COUNT_HEADER = 'x-total-count';
const NEXT_PAGE_HEADER = 'x-next-page';
const TOTAL_CAPPED_HEADER = 'x-total-capped';

export const JOBS_PAGE_SIZE = 20;

export interface JobPage {
  jobs: JobView[];
  total: number;
  // More than `total` match (a ranked search counts up to 1,000).
  capped: boolean;
  nextPage: number | null;
}

export async function fetchJobsPage(filters: JobFilters, page: number, signal?: AbortSignal): Promise<JobPage> {
  const path = withQuery('/api/jobs', {
    search: filters.search || undefined,
    type: filters.type,
    remote: filters.remote,
    location: filters.location || undefined,
    sort: filters.sort,
    mine: filters.mine ? 'true' : undefined,
    page,
    limit: JOBS_PAGE_SIZE,
  });
  const { data, headers } = await requestParsed('GET', path, jobListSchema, { signal });
  const next = Number(headers.get(NEXT_PAGE_HEADER));
  return {
    jobs: data,
    total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) || 0,
    capped: headers.get(TOTAL_CAPPED_HEADER) === 'true',
    nextPage: Number.isInteger(next) && next > 0 ? next : null,
  };
}

// Where open postings are, most used first ('found in data').
export async function fetchJobLocations(signal?: AbortSignal): Promise<string[]> {
  return (await getParsed('/api/jobs/locations', jobLocationsSchema, signal)).map((place) => place.location);
}

export const fetchSavedJobs = (signal?: AbortSignal): Promise<JobView[]> => getParsed('/api/jobs/saved', jobListSchema, signal);
export const fetchMyApplications = (signal?: AbortSignal): Promise<MyApplicationView[]> =>
  getParsed('/api/jobs/applications/mine', myApplicationListSchema, signal);
export const fetchApplicationUsage = (signal?: AbortSignal): Promise<JobApplicationUsage> => getParsed('/api/jobs/usage', usageSchema, signal);
export const fetchApplicants = (jobId: number, signal?: AbortSignal): Promise<JobApplicationView[]> =>
  getParsed(`/api/jobs/${jobId}/applications`, applicationListSchema, signal);

// actAs: posted as that business, by a member of its team.
export const createJob = async (input: CreateJob, actAs?: number | null): Promise<JobView> =>
  (await requestParsed('POST', '/api/jobs', jobSchema, { body: input, headers: actAsHeaders(actAs) })).data;
export const closeJob = async (jobId: number): Promise<JobView> =>
  (await requestParsed('PATCH', `/api/jobs/${jobId}`, jobSchema, { body: { status: 'closed' } })).data;
export const deleteJob = (jobId: number): Promise<void> => send('DELETE', `/api/jobs/${jobId}`);

export const applyToJob = async (jobId: number, message: string): Promise<ApplyResult> =>
  (await requestParsed('POST', '/api/jobs/apply', applyResultSchema, { body: { jobId, message: message.trim() || undefined } })).data;

export const toggleSaveJob = async (jobId: number): Promise<SaveJobResult> =>
  (await requestParsed('POST', '/api/jobs/save', saveResultSchema, { body: { jobId } })).data;

export const decideApplication = async (jobId: number, applicationId: number, status: 'shortlisted' | 'declined'): Promise<JobApplicationView> =>
  (await requestParsed('PATCH', `/api/jobs/${jobId}/applications/${applicationId}`, applicationSchema, { body: { status } })).data;
