import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Delete this ${noun.toLowerCase()}?`}
      description={`"${target?.label}" will be removed from your profile. This can't be undone.`}
      onConfirm={confirm}
    />
  );
}
