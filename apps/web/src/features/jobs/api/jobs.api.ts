// The job board (jobs calls). Answers are checked against the contracts'
// schemas, loaded on demand (lib/api-json.ts). Filtering, sorting and paging are the server's.
import type { ApplyResult, CreateJob, JobApplicationUsage, JobApplicationView, JobView, MyApplicationView, SaveJobResult } from '@stave/contracts';
import { actAsHeaders } from '@/lib/act-as';
import { JOBS } from '@stave/contracts/paths';
import { apiCall, apiData, apiSend } from '@/lib/api-json';
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
  const query = {
    search: filters.search || undefined,
    type: filters.type,
    remote: filters.remote,
    location: filters.location || undefined,
    sort: filters.sort,
    mine: filters.mine ? 'true' : undefined,
    page,
    limit: JOBS_PAGE_SIZE,
  };
  const { data, headers } = await apiCall(JOBS.list, jobListSchema, { query, signal });
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
  return (await apiData(JOBS.locations, jobLocationsSchema, { signal })).map((place) => place.location);
}

export const fetchSavedJobs = (signal?: AbortSignal): Promise<JobView[]> => apiData(JOBS.saved, jobListSchema, { signal });
export const fetchMyApplications = (signal?: AbortSignal): Promise<MyApplicationView[]> => apiData(JOBS.myApplications, myApplicationListSchema, { signal });
export const fetchApplicationUsage = (signal?: AbortSignal): Promise<JobApplicationUsage> => apiData(JOBS.usage, usageSchema, { signal });
export const fetchApplicants = (jobId: number, signal?: AbortSignal): Promise<JobApplicationView[]> =>
  apiData(JOBS.applications, applicationListSchema, { params: { id: jobId }, signal });

// actAs: posted as that business, by a member of its team.
export const createJob = (input: CreateJob, actAs?: number | null): Promise<JobView> =>
  apiData(JOBS.create, jobSchema, { body: input, headers: actAsHeaders(actAs) });
export const closeJob = (jobId: number): Promise<JobView> => apiData(JOBS.update, jobSchema, { params: { id: jobId }, body: { status: 'closed' } });
export const deleteJob = (jobId: number): Promise<void> => apiSend(JOBS.delete, { params: { id: jobId } });

export const applyToJob = (jobId: number, message: string): Promise<ApplyResult> =>
  apiData(JOBS.apply, applyResultSchema, { body: { jobId, message: message.trim() || undefined } });

export const toggleSaveJob = (jobId: number): Promise<SaveJobResult> => apiData(JOBS.save, saveResultSchema, { body: { jobId } });

export const decideApplication = (jobId: number, applicationId: number, status: 'shortlisted' | 'declined'): Promise<JobApplicationView> =>
  apiData(JOBS.decide, applicationSchema, { params: { id: jobId, applicationId }, body: { status } });
