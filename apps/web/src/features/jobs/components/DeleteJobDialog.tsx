import type { JobView } from '@stave/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { useDeleteJobMutation } from '../api/jobs.queries';

export function DeleteJobDialog({ job, open, onOpenChange }: { job: JobView; open: boolean; onOpenChange: (open: boolean) => void }) {
  const mutation = useDeleteJobMutation();
  const confirm = () =>
    mutation.mutate(job.id, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: 'Job deleted', description: `“${job.title}” and its applications were removed.`, variant: 'success' });
      },
      onError: (error) => toast({ title: 'Failed to delete job', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete this job?"
      description="Its applications and saves go with it. This can't be undone."
      onConfirm={confirm}
      pending={mutation.isPending}
    />
  );
}
