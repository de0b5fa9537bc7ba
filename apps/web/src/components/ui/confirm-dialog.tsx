import { Trash2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

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
        <DialogHeader>
          <span className="mb-1 grid size-11 place-items-center rounded-xl bg-destructive/10 text-destructive">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending || confirmDisabled}>
            {pending ? <Spinner className="size-4 text-current" /> : null}
            {pending ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
