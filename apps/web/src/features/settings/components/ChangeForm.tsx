import { CheckCircle2 } from 'lucide-react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { FailureAlert } from '@/components/forms/FailureAlert';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';

interface ChangeFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  // What changed, once it has: read out, as its region is there from the start.
  done: { title: ReactNode; description: ReactNode; testId?: string } | null;
  // The server's words for the last failed submit, under `failureTitle`.
  failure: string | null;
  failureTitle: string;
  submitLabel: string;
  busyLabel: string;
  // The fields, read-only rather than disabled while sending, so a refused field can take the focus back.
  children: ReactNode;
}

// A settings form that changes something of the account (the email, the password): the outcome above the fields, and
// the submit under them.
export function ChangeForm({ formRef, onSubmit, busy, done, failure, failureTitle, submitLabel, busyLabel, children }: ChangeFormProps) {
  return (
    <>
      <div aria-live="polite">
        {done ? (
          <Alert variant="success" role="none" data-testid={done.testId}>
            <CheckCircle2 aria-hidden="true" />
            <AlertTitle>{done.title}</AlertTitle>
            <AlertDescription>{done.description}</AlertDescription>
          </Alert>
        ) : null}
      </div>
      <FailureAlert title={failureTitle} failure={failure} />
      <form ref={formRef} noValidate onSubmit={onSubmit} className="grid max-w-sm gap-4" aria-busy={busy}>
        {children}
        <div>
          <BusyButton type="submit" busy={busy} busyLabel={busyLabel}>
            {submitLabel}
          </BusyButton>
        </div>
      </form>
    </>
  );
}
