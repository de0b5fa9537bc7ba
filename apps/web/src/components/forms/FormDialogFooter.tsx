import { BusyButton, type BusyButtonProps } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

type FormDialogFooterProps = Omit<BusyButtonProps, 'type' | 'onClick'> & {
  // Cancel closes the dialog through it; Cancel is off while the submit runs.
  onOpenChange: (open: boolean) => void;
};

// A form dialog's last row: Cancel, and the submit (children are its label) with its spinner. The
// submit is off while busy and whenever `disabled` (offline, an upload running).
export function FormDialogFooter({ onOpenChange, busy, disabled, ...submit }: FormDialogFooterProps) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
        Cancel
      </Button>
      <BusyButton type="submit" busy={busy} disabled={busy || disabled} {...submit} />
    </DialogFooter>
  );
}
