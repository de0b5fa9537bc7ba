import type { CollaborationView } from '@stave/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { useDeleteCollaborationMutation } from '../api/collaborations.queries';

type DeleteCollaborationDialogProps = { collaboration: CollaborationView; open: boolean; onOpenChange: (open: boolean) => void };

export function DeleteCollaborationDialog({ collaboration, open, onOpenChange }: DeleteCollaborationDialogProps) {
  const mutation = useDeleteCollaborationMutation();
  const confirm = () =>
    mutation.mutate(collaboration.id, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: 'Collaboration deleted', description: `“${collaboration.title}” was removed.`, variant: 'success' });
      },
      onError: (error) => toast({ title: 'Error', description: errorText(error, 'Failed to delete the collaboration'), variant: 'destructive' }),
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this collaboration?"
      description="It leaves the hub for everyone. Conversations you've had about it stay in Messages. This can't be undone."
      onConfirm={confirm}
      pending={mutation.isPending}
    />
  );
}
