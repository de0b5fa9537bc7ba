import type { JobView } from '@stave/contracts';
import { CalendarClock, Check, Send, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ReportMenuButton } from '@/features/moderation';
import { PostedByLine } from '@/features/teams';
import { useNow } from '@/hooks/useNow';
import { formatDayMonthYear } from '@/lib/format';
import { jobTypeLabel } from '../job-filters';
import { OwnerMenu } from './OwnerMenu';
import { SaveJobButton } from './SaveJobButton';
import { JobMeta } from './JobMeta';
import { SkillChips } from './SkillChips';

type JobCardProps = {
  job: JobView;
  own: boolean;
  onApply: (job: JobView) => void;
  onApplicants: (job: JobView) => void;
};

// Job card: apply and save; 'new' for 3 days. The poster sees its applicants and can
// close or delete it instead of applying.
export function JobCard({ job, own, onApply, onApplicants }: JobCardProps) {
  // A job they posted for a business they are on the team of (postedBy is shown only to its poster and the business):
  // not one to apply to or save; the business's owner and admins see its applicants.
  const forTheirBusiness = !own && job.postedBy !== null;
  const now = useNow();
  const closed = job.status === 'closed' || (job.expiresAt !== null && Date.parse(job.expiresAt) <= now);
  const count = job.applicationCount ?? 0;
  return (
    <Card className="grid gap-3 p-4 sm:p-5" data-testid="job-card" data-job-id={job.id}>
      <div className="flex flex-wrap items-center gap-1.5">
        {job.isNew ? <Badge variant="brand">New</Badge> : null}
        <Badge variant="secondary">{jobTypeLabel(job.type)}</Badge>
        {job.remote ? <Badge variant="outline">Remote</Badge> : null}
        {closed ? <Badge variant="outline">Closed</Badge> : null}
        {own ? <Badge variant="outline">Your job</Badge> : null}
      </div>
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-base leading-snug font-semibold text-balance break-words">{job.title}</h3>
        {own ? (
          <OwnerMenu job={job} closed={closed} />
        ) : (
          <ReportMenuButton target={{ kind: 'job', jobId: job.id, title: job.title }} label={`More actions for ${job.title}`} className="-mt-1 -mr-1" />
        )}
      </div>
      <JobMeta job={job} />
      <PostedByLine postedBy={job.postedBy} ownerId={job.userId} />
      {job.description ? <p className="line-clamp-3 text-sm whitespace-pre-line text-foreground/85">{job.description}</p> : null}
      <SkillChips skills={job.skills} />
      <div className="flex flex-wrap items-center gap-2 pt-1">
        {forTheirBusiness ? null : own ? (
          <Button variant="brand" onClick={() => onApplicants(job)}>
            <Users aria-hidden="true" />
            Applicants ({count})
          </Button>
        ) : job.hasApplied ? (
          <span className="inline-flex h-10 items-center gap-2 rounded-lg bg-success/10 px-4 text-sm font-medium" data-testid="applied">
            <Check className="size-4 text-success" aria-hidden="true" />
            Applied
          </span>
        ) : (
          <Button variant="brand" onClick={() => onApply(job)} disabled={closed} aria-label={`Apply: ${job.title}`}>
            <Send aria-hidden="true" />
            Apply
          </Button>
        )}
        {own || forTheirBusiness ? null : <SaveJobButton job={job} />}
        {job.expiresAt && !closed ? (
          <p className="ml-auto flex items-center gap-1.5 text-xs text-muted-foreground">
            <CalendarClock className="size-3.5" aria-hidden="true" />
            Closes {formatDayMonthYear(job.expiresAt)}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
