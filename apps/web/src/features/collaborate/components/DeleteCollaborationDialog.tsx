import type { CollaborationView } from '@stave/contracts';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
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
    <Dialog open={open} onOpenChange={(next) => (mutation.isPending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-md" role="alertdialog">
        <DialogHeader>
          <span className="mb-1 grid size-11 place-items-center rounded-xl bg-destructive/10 text-destructive">
            <Trash2 className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>Delete this collaboration?</DialogTitle>
          <DialogDescription>It leaves the hub for everyone. Conversations you've had about it stay in Messages. This can't be undone.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={mutation.isPending}>
            {mutation.isPending ? <Spinner className="size-4 text-current" /> : null}
            {mutation.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
