import type { JobApplicationView, JobView } from '@stave/contracts';
import { Check, Inbox, RefreshCw, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { OfferBookingButton } from '@/features/bookings';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/hooks/useNow';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { typeLabel } from '@/lib/professional-type';
import { relativeTime } from '@/lib/relative-time';
import { ROUTES, buildRoute } from '@/routes';
import { useApplicantsQuery, useDecideMutation } from '../api/jobs.queries';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';

function Applicant({ application, jobId }: { application: JobApplicationView; jobId: number }) {
  const now = useNow();
  const decide = useDecideMutation(jobId);
  const { applicant } = application;
  const name = applicant.name || applicant.username || 'Member';
  const answer = (status: 'shortlisted' | 'declined') =>
    decide.mutate(
      { applicationId: application.id, status },
      {
        onSuccess: () => toast({ title: status === 'shortlisted' ? 'Applicant shortlisted' : 'Applicant declined', description: `${name} has been told.` }),
        onError: (error) => toast({ title: 'Failed to update application', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  return (
    <li className="grid gap-3 rounded-xl border p-4" data-testid="applicant">
      <div className="flex items-start gap-3">
        <UserAvatar username={applicant.username ?? name} profileImage={applicant.profileImage} className="size-11 ring-0" decorative />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">
            <Link to={buildRoute(ROUTES.user, { id: applicant.id })} className="hover:underline">
              {name}
            </Link>
          </p>
          <p className="truncate text-[13px] text-muted-foreground">
            {[applicant.type ? typeLabel(applicant.type) : null, `applied ${relativeTime(application.createdAt, now).toLowerCase()}`]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>
      {application.message ? <p className="rounded-lg bg-muted/60 px-3 py-2 text-sm whitespace-pre-line">{application.message}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="brand" disabled={decide.isPending || application.status === 'shortlisted'} onClick={() => answer('shortlisted')}>
          <Check aria-hidden="true" />
          Shortlist<span className="sr-only"> {name}</span>
        </Button>
        <Button size="sm" variant="outline" disabled={decide.isPending || application.status === 'declined'} onClick={() => answer('declined')}>
          <X aria-hidden="true" />
          Decline<span className="sr-only"> {name}</span>
        </Button>
        {application.status === 'shortlisted' ? (
          <OfferBookingButton musician={{ id: applicant.id, name }} source={{ kind: 'application', id: application.id }} size="sm" />
        ) : null}
      </div>
    </li>
  );
}

// The poster's applicant list for one job, with shortlist and decline, and an offer of a booking to one shortlisted.
export function ApplicantsDialog({ job, open, onOpenChange }: { job: JobView; open: boolean; onOpenChange: (open: boolean) => void }) {
  const query = useApplicantsQuery(job.id, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Applicants</DialogTitle>
          <DialogDescription>{job.title}</DialogDescription>
        </DialogHeader>
        <QueryState
          query={query}
          loadingLabel="Loading applicants..."
          loading={
            <div className="grid gap-3">
              {[0, 1].map((i) => (
                <Skeleton key={i} className="h-24 rounded-xl" />
              ))}
            </div>
          }
          error={{ icon: RefreshCw, title: "Couldn't load the applicants" }}
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState icon={Inbox} title="No applicants yet" description="Applications to this job will appear here." />}
        >
          {(list) => (
            <ul className="grid gap-3" aria-label={`Applicants for ${job.title}`}>
              {list.map((application) => (
                <Applicant key={application.id} application={application} jobId={job.id} />
              ))}
            </ul>
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
