import type { EventView } from '@stave/contracts';
import { Ban, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/useToast';
import { useDeleteEventMutation, useUpdateEventMutation } from '../api/events.queries';
import { eventErrorText } from './event-toasts';

const TEXT = {
  cancel: {
    icon: Ban,
    title: 'Cancel this event?',
    description: 'It stays listed as cancelled for those who answered, and they are told. This cannot be undone.',
    confirm: 'Cancel event',
    busy: 'Cancelling...',
    done: 'Event cancelled',
  },
  delete: {
    icon: Trash2,
    title: 'Delete this event?',
    description: 'It is removed with its RSVPs; if it was still to come, those who answered are told it is cancelled.',
    confirm: 'Delete',
    busy: 'Deleting...',
    done: 'Event deleted',
  },
} as const;

// The organiser confirms a cancellation (PATCH status cancelled) or a deletion.
export function ConfirmEventDialog({ event, action, onClose }: { event: EventView; action: 'cancel' | 'delete'; onClose: () => void }) {
  const cancel = useUpdateEventMutation(event.id);
  const remove = useDeleteEventMutation();
  const pending = cancel.isPending || remove.isPending;
  const text = TEXT[action];
  const Icon = text.icon;
  const callbacks = {
    onSuccess: () => {
      onClose();
      toast({ title: text.done, description: event.title, variant: 'success' });
    },
    onError: (error: unknown) => toast({ title: 'Error', description: eventErrorText(error, 'Please try again.'), variant: 'destructive' }),
  };
  const confirm = () => (action === 'cancel' ? cancel.mutate({ status: 'cancelled' }, callbacks) : remove.mutate(event.id, callbacks));
  return (
    <Dialog open onOpenChange={(next) => (pending || next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md" role="alertdialog">
        <DialogHeader>
          <span className="mb-1 grid size-11 place-items-center rounded-xl bg-destructive/10 text-destructive">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{text.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Keep event
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? <Spinner className="size-4 text-current" /> : null}
            {pending ? text.busy : text.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
