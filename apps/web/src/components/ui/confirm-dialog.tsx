import { Trash2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { IconDialogHeader } from '@/components/ui/icon-dialog-header';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  onConfirm: () => void;
  // While the confirmed action runs, the dialog stays open and both buttons wait.
  pending?: boolean;
  icon?: LucideIcon;
  cancelLabel?: string;
  confirmLabel?: string;
  busyLabel?: string;
  // Between the words and the buttons (a reason to give, a figure still loading).
  children?: ReactNode;
  // The confirm button waits (e.g. until what it confirms has loaded).
  confirmDisabled?: boolean;
}

// "Are you sure?" before something that can't be undone (a delete, a cancellation): the caller runs
// the action and its toasts; this is the dialog.
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  pending = false,
  icon: Icon = Trash2,
  cancelLabel = 'Cancel',
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  children,
  confirmDisabled = false,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-md" role="alertdialog">
        <IconDialogHeader icon={Icon} tone="destructive" title={title}>
          {description}
        </IconDialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {cancelLabel}
          </Button>
          <BusyButton variant="destructive" onClick={onConfirm} busy={pending} busyLabel={busyLabel} disabled={pending || confirmDisabled}>
            {confirmLabel}
          </BusyButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
