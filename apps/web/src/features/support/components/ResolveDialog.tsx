import { TICKET_BODY_MAX, UpdateTicketSchema } from '@stave/contracts';
import { CircleCheck } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { FormDialogFooter } from '@/components/forms/FormDialogFooter';
import { FormStatusAlerts } from '@/components/forms/FormStatusAlerts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { CharactersLeft } from '@/features/forum';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { toast } from '@/hooks/useToast';
import { apiFieldErrors, errorText, showErrorsAndFocus, validate } from '@/lib/form-errors';
import { useUpdateTicketMutation } from '../api/support.queries';

// Resolving asks for the resolution (UpdateTicketSchema refuses a resolve without one): what was done, which the member reads
// with the conversation before rating the answer.
export function ResolveDialog({ ticketId, onOpenChange }: { ticketId: number; onOpenChange: (open: boolean) => void }) {
  const online = useOnlineStatus();
  const formRef = useRef<HTMLFormElement>(null);
  const [resolution, setResolution] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useUpdateTicketMutation(ticketId);
  const busy = mutation.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !online) return;
    setFailure(null);
    const result = validate(UpdateTicketSchema.safeParse({ status: 'resolved', resolution }));
    if (result.errors) {
      const found = result.errors.resolution ?? 'Check the resolution';
      showErrorsAndFocus(() => setError(found), formRef.current);
      return;
    }
    setError(undefined);
    mutation.mutate(
      { patch: result.data },
      {
        onSuccess: () => {
          toast({ title: 'Ticket resolved', description: 'The member is asked to rate the answer.', variant: 'success' });
          onOpenChange(false);
        },
        onError: (failed) => {
          const refused = apiFieldErrors(failed).resolution;
          if (refused) showErrorsAndFocus(() => setError(refused), formRef.current);
          else setFailure(errorText(failed, 'The ticket was not resolved. Please try again.'));
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg" data-testid="resolve-dialog">
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5" aria-busy={busy}>
          <DialogHeader>
            <DialogTitle>Resolve this ticket</DialogTitle>
            <DialogDescription>Write what was done. The member reads it with the conversation and is asked to rate the answer.</DialogDescription>
          </DialogHeader>
          <FormStatusAlerts online={online} offlineAction="Resolving" failure={failure} failureTitle="The ticket wasn't resolved" />
          <FormField
            label="Resolution"
            error={error}
            hint={<CharactersLeft text={resolution} max={TICKET_BODY_MAX} within={500} fallback="What was done, and anything the member should know." />}
          >
            <Textarea
              name="resolution"
              value={resolution}
              onChange={(event) => {
                setResolution(event.target.value);
                if (error) setError(undefined);
              }}
              autoFocus
              rows={5}
              readOnly={busy}
              className="field-sizing-content max-h-[45dvh] min-h-32 text-[15px] leading-relaxed"
              placeholder="e.g. Refunded the duplicate charge of £24.99; it reaches your card in 5–10 working days."
            />
          </FormField>
          <FormDialogFooter onOpenChange={onOpenChange} busy={busy} busyLabel="Resolving..." disabled={!online} icon={CircleCheck}>
            Resolve ticket
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
