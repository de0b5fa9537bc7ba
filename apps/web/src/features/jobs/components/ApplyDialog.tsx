import { APPLICATION_MESSAGE_MAX_LENGTH, type ApplyResult, type JobView } from '@stave/contracts';
import { Info, Mail, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FailureAlert } from '@/components/forms/FailureAlert';
import { FormDialogFooter } from '@/components/forms/FormDialogFooter';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { errorText } from '@/lib/form-errors';
import { useApplyMutation } from '../api/jobs.queries';
import { CONTACT_UNAVAILABLE, applyFailedToast, appliedToast, isLimitReached } from './job-toasts';

// The spec's client opens a mail draft to the job's contact; here the member opens it from the
// confirmation (a draft opened by script is blocked without a click, and the poster already has
// the application in the app).
function mailDraft(job: JobView, email: string, message: string): string {
  const subject = `Application: ${job.title}`;
  const body = message.trim() || `Hello,\n\nI've just applied for “${job.title}” on Stave and would love to hear from you.\n\nThanks!`;
  return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

// After applying: the next step (email the poster, or why there is no address). The success itself, with the
// month's usage, is the spec's 'Application Recorded' toast; saying it here too showed it twice.
function Recorded({ job, result, message }: { job: JobView; result: ApplyResult; message: string }) {
  return (
    <div className="grid gap-4" data-testid="application-recorded">
      {result.contactEmail ? (
        <div className="grid gap-2 text-sm">
          <p className="text-muted-foreground">The poster has your application and profile. You can also email them directly.</p>
          <Button asChild variant="outline" className="justify-self-start">
            <a href={mailDraft(job, result.contactEmail, message)}>
              <Mail aria-hidden="true" />
              Email {result.contactEmail}
            </a>
          </Button>
        </div>
      ) : (
        <Alert variant="info">
          <Info aria-hidden="true" />
          <AlertTitle>{CONTACT_UNAVAILABLE.title}</AlertTitle>
          <AlertDescription>{CONTACT_UNAVAILABLE.description}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}

type ApplyDialogProps = { job: JobView; open: boolean; onOpenChange: (open: boolean) => void; onUpgrade: () => void };

// Apply in the app with an optional cover message; 'Processing...' while busy.
export function ApplyDialog({ job, open, onOpenChange, onUpgrade }: ApplyDialogProps) {
  const online = useOnlineStatus();
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useApplyMutation();
  const busy = mutation.isPending;
  const result = mutation.data;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !online) return;
    setFailure(null);
    mutation.mutate(
      { jobId: job.id, message },
      {
        onSuccess: appliedToast,
        onError: (error) => {
          applyFailedToast(error, onUpgrade);
          // At the limit there is nothing more to do here: the toast offers the upgrade.
          if (isLimitReached(error)) onOpenChange(false);
          else setFailure(errorText(error, 'Failed to process application'));
        },
      },
    );
  };

  const where = [job.companyName, job.remote ? 'Remote' : job.location].filter(Boolean).join(' · ');
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Apply for {job.title}</DialogTitle>
          <DialogDescription>{where || 'Your profile goes to the poster with your application.'}</DialogDescription>
        </DialogHeader>
        {result ? (
          <>
            <Recorded job={job} result={result} message={message} />
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <form noValidate onSubmit={submit} className="grid gap-4">
            <FailureAlert title="Application Error" failure={failure} />
            <FormField label="Cover message" optional hint="The poster reads this with your profile.">
              <Textarea
                name="message"
                rows={5}
                maxLength={APPLICATION_MESSAGE_MAX_LENGTH}
                placeholder="Why you're a fit: relevant credits, gear, availability."
                value={message}
                disabled={busy}
                onChange={(event) => setMessage(event.target.value)}
              />
            </FormField>
            <FormDialogFooter onOpenChange={onOpenChange} busy={busy} busyLabel="Processing..." disabled={!online} variant="brand" icon={Send}>
              Send application
            </FormDialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
