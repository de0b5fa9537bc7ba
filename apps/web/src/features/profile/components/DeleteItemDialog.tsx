import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useDeleteProfileItemMutation } from '@/features/profile/api/profile.queries';
import type { ProfileItemArea } from '@/features/profile/api/profile.api';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';

type DeleteItemDialogProps = {
  area: ProfileItemArea;
  userId: number;
  target: { id: number; label: string } | null;
  noun: string;
  onClose: () => void;
};

export function DeleteItemDialog({ area, userId, target, noun, onClose }: DeleteItemDialogProps) {
  const mutation = useDeleteProfileItemMutation(area, userId);

  const confirm = () => {
    if (!target) return;
    // Optimistic: the entry leaves the list at once, so the dialog can close straight away.
    mutation.mutate(target.id, {
      onSuccess: () => toast({ title: `${noun} deleted`, description: `"${target.label}" was removed from your profile.`, variant: 'success' }),
      onError: (error) => toast({ title: 'Error', description: errorText(error, `Failed to delete ${noun.toLowerCase()}`), variant: 'destructive' }),
    });
    onClose();
  };

  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-md" role="alertdialog">
        <DialogHeader>
          <span className="mb-1 grid size-11 place-items-center rounded-xl bg-destructive/10 text-destructive">
            <Trash2 className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>Delete this {noun.toLowerCase()}?</DialogTitle>
          <DialogDescription>"{target?.label}" will be removed from your profile. This can't be undone.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm}>
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
