import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

type FormDialogFooterProps = {
  onCancel: () => void;
  // While sending: both buttons wait and the submit button says so.
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  // The submit button waits for another reason too (offline).
  submitDisabled?: boolean;
};

// A form dialog's Cancel and submit buttons.
export function FormDialogFooter({ onCancel, busy, submitLabel, busyLabel, submitDisabled = false }: FormDialogFooterProps) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy || submitDisabled}>
        {busy ? <Spinner className="size-4 text-current" /> : null}
        {busy ? busyLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
