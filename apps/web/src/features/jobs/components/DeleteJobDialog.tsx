import type { JobView } from '@stave/contracts';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
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
    <Dialog open={open} onOpenChange={(next) => (mutation.isPending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-md" role="alertdialog">
        <DialogHeader>
          <span className="mb-1 grid size-11 place-items-center rounded-xl bg-destructive/10 text-destructive">
            <Trash2 className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>Delete this job?</DialogTitle>
          <DialogDescription>Its applications and saves go with it. This can't be undone.</DialogDescription>
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
