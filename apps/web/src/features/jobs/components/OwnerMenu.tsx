import type { JobView } from '@stave/contracts';
import { Ban, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { ManageMenu } from '@/components/ui/manage-menu';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { useCloseJobMutation } from '../api/jobs.queries';
import { DeleteJobDialog } from './DeleteJobDialog';

// The poster's own actions on a posting: close it to new applications, or delete it.
export function OwnerMenu({ job, closed }: { job: JobView; closed: boolean }) {
  const [deleting, setDeleting] = useState(false);
  const close = useCloseJobMutation();
  const closeJob = () =>
    close.mutate(job.id, {
      onSuccess: () => toast({ title: 'Job closed', description: `“${job.title}” no longer takes applications.`, variant: 'success' }),
      onError: (error) => toast({ title: 'Failed to close job', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    });
  return (
    <>
      <ManageMenu title={job.title}>
        <DropdownMenuItem disabled={closed || close.isPending} onSelect={closeJob}>
          <Ban aria-hidden="true" />
          Close job
        </DropdownMenuItem>
        <DropdownMenuItem className="text-destructive focus:text-destructive" onSelect={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" />
          Delete job
        </DropdownMenuItem>
      </ManageMenu>
      {deleting ? <DeleteJobDialog job={job} open onOpenChange={setDeleting} /> : null}
    </>
  );
}
