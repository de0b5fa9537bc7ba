import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { CreateJob, JobApplicationView, JobView } from '@stave/contracts';
import type { JobFilters } from '../job-filters';
import {
  applyToJob,
  closeJob,
  createJob,
  decideApplication,
  deleteJob,
  fetchApplicants,
  fetchApplicationUsage,
  fetchJobLocations,
  fetchJobsPage,
  fetchMyApplications,
  fetchSavedJobs,
  toggleSaveJob,
  type JobPage,
} from './jobs.api';
import { numberedPagesOptions } from '@/lib/numbered-pages';

// Every cache that holds job cards sits under cards(), so a save, an application or a close
// reaches the browse list, 'my jobs' and the saved list alike.
export const jobKeys = {
  root: ['jobs'] as const,
  cards: () => [...jobKeys.root, 'cards'] as const,
  list: (filters: JobFilters) => [...jobKeys.cards(), 'list', filters] as const,
  saved: () => [...jobKeys.cards(), 'saved'] as const,
  locations: () => [...jobKeys.root, 'locations'] as const,
  myApplications: () => [...jobKeys.root, 'applications', 'mine'] as const,
  applicants: (jobId: number) => [...jobKeys.root, 'applicants', jobId] as const,
  usage: () => [...jobKeys.root, 'usage'] as const,
};

type JobPages = InfiniteData<JobPage, number>;
type CardData = JobPages | JobView[] | undefined;

// Applies fn to every cached card (null removes it).
function mapCards(queryClient: QueryClient, fn: (job: JobView) => JobView | null): void {
  const mapList = (jobs: JobView[]) => jobs.flatMap((job) => fn(job) ?? []);
  queryClient.setQueriesData<CardData>({ queryKey: jobKeys.cards() }, (data) => {
    if (!data) return data;
    if (Array.isArray(data)) return mapList(data);
    return { ...data, pages: data.pages.map((page) => ({ ...page, jobs: mapList(page.jobs) })) };
  });
}

const patchJob = (queryClient: QueryClient, jobId: number, patch: Partial<JobView>) =>
  mapCards(queryClient, (job) => (job.id === jobId ? { ...job, ...patch } : job));

// A failed job list is an empty list (the page offers Retry beside it).
export function useJobsQuery(filters: JobFilters) {
  return useInfiniteQuery(numberedPagesOptions(jobKeys.list(filters), (page, signal) => fetchJobsPage(filters, page, signal)));
}

export function useJobLocationsQuery() {
  return useQuery({ queryKey: jobKeys.locations(), queryFn: ({ signal }) => fetchJobLocations(signal), staleTime: 5 * 60_000 });
}

export function useSavedJobsQuery(enabled = true) {
  return useQuery({ queryKey: jobKeys.saved(), queryFn: ({ signal }) => fetchSavedJobs(signal), enabled });
}

export function useMyApplicationsQuery(enabled = true) {
  return useQuery({ queryKey: jobKeys.myApplications(), queryFn: ({ signal }) => fetchMyApplications(signal), enabled });
}

export function useApplicationUsageQuery(enabled = true) {
  return useQuery({ queryKey: jobKeys.usage(), queryFn: ({ signal }) => fetchApplicationUsage(signal), enabled });
}

export function useApplicantsQuery(jobId: number, enabled: boolean) {
  return useQuery({ queryKey: jobKeys.applicants(jobId), queryFn: ({ signal }) => fetchApplicants(jobId, signal), enabled });
}

export function useCreateJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, actAs }: { input: CreateJob; actAs: number | null }) => createJob(input, actAs),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.cards() });
      void queryClient.invalidateQueries({ queryKey: jobKeys.locations() });
    },
  });
}

// Optimistic (STYLE: saves are): the heart flips at once and flips back on failure.
export function useSaveJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: Pick<JobView, 'id' | 'isSaved'>) => toggleSaveJob(job.id),
    onMutate: async (job) => {
      await queryClient.cancelQueries({ queryKey: jobKeys.cards() });
      patchJob(queryClient, job.id, { isSaved: !job.isSaved });
      return { previous: job.isSaved };
    },
    onError: (_error, job, context) => {
      if (context) patchJob(queryClient, job.id, { isSaved: context.previous });
    },
    onSuccess: (answer, job) => patchJob(queryClient, job.id, { isSaved: answer.saved }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.saved() }),
  });
}

export function useApplyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, message }: { jobId: number; message: string }) => applyToJob(jobId, message),
    onSuccess: (answer, { jobId }) => {
      patchJob(queryClient, jobId, { hasApplied: true });
      queryClient.setQueryData(jobKeys.usage(), answer.usage);
      void queryClient.invalidateQueries({ queryKey: jobKeys.myApplications() });
    },
    // A refusal at the limit carries the count too; the usage line catches up either way.
    onError: () => void queryClient.invalidateQueries({ queryKey: jobKeys.usage() }),
  });
}

export function useCloseJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: number) => closeJob(jobId),
    onSuccess: (job) => patchJob(queryClient, job.id, { status: job.status }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.cards() }),
  });
}

export function useDeleteJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: number) => deleteJob(jobId),
    onSuccess: (_answer, jobId) => mapCards(queryClient, (job) => (job.id === jobId ? null : job)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.cards() });
      void queryClient.invalidateQueries({ queryKey: jobKeys.locations() });
    },
  });
}

export function useDecideMutation(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, status }: { applicationId: number; status: 'shortlisted' | 'declined' }) => decideApplication(jobId, applicationId, status),
    onSuccess: (decided) =>
      queryClient.setQueryData<JobApplicationView[]>(jobKeys.applicants(jobId), (list) =>
        list?.map((application) => (application.id === decided.id ? decided : application)),
      ),
  });
}
