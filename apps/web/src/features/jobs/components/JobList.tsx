import type { JobView } from '@stave/contracts';
import { useAuth } from '@/features/auth';
import { JobCard } from './JobCard';

export type JobActions = { onApply: (job: JobView) => void; onApplicants: (job: JobView) => void };

export function JobList({ jobs, label, ...actions }: JobActions & { jobs: JobView[]; label: string }) {
  const { user } = useAuth();
  return (
    <ul className="grid gap-4" aria-label={label}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} own={job.userId === user?.id} {...actions} />
        </li>
      ))}
    </ul>
  );
}
