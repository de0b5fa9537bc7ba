import { CreateListingReportSchema, LISTING_REPORT_REASONS, TRUST_MESSAGES, type ListingReportReason } from '@stave/contracts';
import { Flag } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormDialogFooter } from '@/components/forms/FormDialogFooter';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { IconDialogHeader } from '@/components/ui/icon-dialog-header';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/useToast';
import { isApiError } from '@/lib/api-client';
import { errorText, validate } from '@/lib/form-errors';
import { useReportListingMutation } from '../api/marketplace.queries';

const REASON_LABELS: Record<ListingReportReason, string> = {
  spam: 'Spam',
  inappropriate: 'Inappropriate',
  fake: 'Fake or misleading',
  overpriced: 'Overpriced',
  other: 'Something else',
};

// 'Report listing' (listing_reports): a reason and a note. Once a member (409: said so).
export function ReportListingDialog({ listingId, onOpenChange }: { listingId: number; onOpenChange: (open: boolean) => void }) {
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useReportListingMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(CreateListingReportSchema.safeParse({ reason: reason || undefined, description }));
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    mutation.mutate(
      { id: listingId, input: result.data },
      {
        onSuccess: () => {
          toast({ title: 'Report sent', description: TRUST_MESSAGES.reportSent, variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) => {
          const text = isApiError(error) && error.status === 409 ? TRUST_MESSAGES.reportExists : errorText(error, 'Please try again.');
          setRefusal(text);
          toast({ title: 'Report not sent', description: text, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(next) => (mutation.isPending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-md">
        <form noValidate onSubmit={submit} className="grid gap-4">
          <IconDialogHeader icon={Flag} tone="destructive" title="Report listing">
            Our moderators look at every report. Listings reported by several members are hidden until they decide.
          </IconDialogHeader>
          {refusal ? (
            <Alert variant="destructive">
              <AlertDescription>{refusal}</AlertDescription>
            </Alert>
          ) : null}
          <FormField label="Reason" error={errors.reason}>
            <Select name="reason" value={reason} onChange={(event) => setReason(event.target.value)}>
              <option value="">Choose a reason</option>
              {LISTING_REPORT_REASONS.map((value) => (
                <option key={value} value={value}>
                  {REASON_LABELS[value]}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="What's wrong?" optional error={errors.description}>
            <Textarea name="description" value={description} onChange={(event) => setDescription(event.target.value)} rows={3} maxLength={1000} />
          </FormField>
          <FormDialogFooter onOpenChange={onOpenChange} busy={mutation.isPending} variant="destructive">
            Send report
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
