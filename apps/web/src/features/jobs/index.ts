// Jobs: what other features use (docs/web.md#feature-boundaries). The board is the app's route.
export { jobTypeLabel } from '@/features/jobs/job-filters';
export { JobMeta } from '@/features/jobs/components/JobMeta';
