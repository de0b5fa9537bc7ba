import { CreateReportSchema, REPORT_DETAILS_MAX, REPORT_REASONS, REPORT_REASON_LABELS, type ReportReason } from '@stave/contracts';
import { Flag } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { ChoiceCard } from '@/components/forms/ChoiceCard';
import { FailureAlert } from '@/components/forms/FailureAlert';
import { FormDialogFooter } from '@/components/forms/FormDialogFooter';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/form-field';
import { IconDialogHeader } from '@/components/ui/icon-dialog-header';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/useToast';
import { errorText, showErrorsAndFocus, validate, type FieldErrors } from '@/lib/form-errors';
import { useReportMutation } from '../api/moderation.queries';
import { reportCopy, type ReportTarget } from '../report-target';

type ReportDialogProps = {
  target: ReportTarget;
  onOpenChange: (open: boolean) => void;
  // Where focus goes back to when the dialog closes (the menu's trigger: the menu item that opened it is gone).
  returnFocus?: RefObject<HTMLElement | null>;
};

// Reporting a member, a post, a comment, a message, a job, an event or a collaboration request: a reason
// and, if they like, what's wrong. Once a member and item (409: said here), never their own (400: said here).
export function ReportDialog({ target, onOpenChange, returnFocus }: ReportDialogProps) {
  const copy = reportCopy(target);
  const formRef = useRef<HTMLFormElement>(null);
  const reasonErrorId = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'reason' | 'details'>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useReportMutation();
  const pending = mutation.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setRefusal(null);
    const result = validate(CreateReportSchema.safeParse({ reason: reason || undefined, details }));
    if (result.errors) {
      const found = result.errors;
      showErrorsAndFocus(() => setErrors(found), formRef.current);
      return;
    }
    setErrors({});
    mutation.mutate(
      { target, input: result.data },
      {
        onSuccess: (receipt) => {
          toast({ title: 'Report sent', description: receipt.message, variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) => setRefusal(errorText(error, 'The report could not be sent. Please try again.')),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent
        className="sm:max-w-md"
        data-testid="report-dialog"
        onCloseAutoFocus={(event) => {
          const back = returnFocus?.current;
          if (!back?.isConnected) return;
          event.preventDefault();
          back.focus();
        }}
      >
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4" aria-busy={pending}>
          <IconDialogHeader icon={Flag} tone="destructive" title={copy.title}>
            Tell the moderators what’s wrong with {copy.subject}. They look at every report, and no one is told who reported it.
          </IconDialogHeader>
          <FailureAlert title="Report not sent" failure={refusal} data-testid="report-refusal" />
          <fieldset className="grid gap-2" aria-describedby={errors.reason ? reasonErrorId : undefined} disabled={pending}>
            <legend className="mb-2 text-sm font-medium">Reason</legend>
            {REPORT_REASONS.map((value) => (
              <ChoiceCard
                key={value}
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setErrors((current) => ({ ...current, reason: undefined }));
                }}
                aria-invalid={errors.reason ? true : undefined}
                label={REPORT_REASON_LABELS[value]}
              />
            ))}
            <FieldError id={reasonErrorId} error={errors.reason} />
          </fieldset>
          <FormField label="Details" optional error={errors.details} hint={`${details.length} / ${REPORT_DETAILS_MAX} characters`}>
            <Textarea
              name="details"
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              rows={3}
              maxLength={REPORT_DETAILS_MAX}
              placeholder="Anything that helps a moderator understand"
              disabled={pending}
            />
          </FormField>
          <FormDialogFooter onOpenChange={onOpenChange} busy={pending} busyLabel="Reporting..." variant="destructive">
            Report
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
