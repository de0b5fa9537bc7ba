import type { CollaborationView } from '@stave/contracts';
import { Ban, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { ManageMenu } from '@/components/ui/manage-menu';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { useCloseCollaborationMutation } from '../api/collaborations.queries';
import { DeleteCollaborationDialog } from './DeleteCollaborationDialog';

// The author's own actions on a call: close it to new responses, or delete it.
export function CollaborationOwnerMenu({ collaboration }: { collaboration: CollaborationView }) {
  const [deleting, setDeleting] = useState(false);
  const close = useCloseCollaborationMutation();
  const closeCall = () =>
    close.mutate(collaboration.id, {
      onSuccess: () => toast({ title: 'Collaboration closed', description: `“${collaboration.title}” no longer takes responses.`, variant: 'success' }),
      onError: (error) => toast({ title: 'Error', description: errorText(error, 'Failed to close the collaboration'), variant: 'destructive' }),
    });
  return (
    <>
      <ManageMenu title={collaboration.title}>
        <DropdownMenuItem disabled={collaboration.status === 'closed' || close.isPending} onSelect={closeCall}>
          <Ban aria-hidden="true" />
          Close collaboration
        </DropdownMenuItem>
        <DropdownMenuItem className="text-destructive focus:text-destructive" onSelect={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" />
          Delete collaboration
        </DropdownMenuItem>
      </ManageMenu>
      {deleting ? <DeleteCollaborationDialog collaboration={collaboration} open onOpenChange={setDeleting} /> : null}
    </>
  );
}
