import type { EventView } from '@stave/contracts';
import { Ban, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
  const callbacks = {
    onSuccess: () => {
      onClose();
      toast({ title: text.done, description: event.title, variant: 'success' });
    },
    onError: (error: unknown) => toast({ title: 'Error', description: eventErrorText(error, 'Please try again.'), variant: 'destructive' }),
  };
  const confirm = () => (action === 'cancel' ? cancel.mutate({ status: 'cancelled' }, callbacks) : remove.mutate(event.id, callbacks));
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={text.title}
      description={text.description}
      onConfirm={confirm}
      pending={pending}
      icon={text.icon}
      cancelLabel="Keep event"
      confirmLabel={text.confirm}
      busyLabel={text.busy}
    />
  );
}
