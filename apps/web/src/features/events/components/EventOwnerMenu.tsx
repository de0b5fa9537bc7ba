import type { EventView } from '@stave/contracts';
import { Ban, Pencil, Trash2 } from 'lucide-react';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { ManageMenu } from '@/components/ui/manage-menu';

export type OwnerAction = 'edit' | 'cancel' | 'delete';

// The organiser's own actions on an event: edit it, cancel it (those who answered are told), delete it.
export function EventOwnerMenu({ event, ended, onAction }: { event: EventView; ended: boolean; onAction: (action: OwnerAction, event: EventView) => void }) {
  const cancelled = event.status === 'cancelled';
  return (
    <ManageMenu title={event.title}>
      <DropdownMenuItem disabled={cancelled} onSelect={() => onAction('edit', event)}>
        <Pencil aria-hidden="true" />
        Edit event
      </DropdownMenuItem>
      <DropdownMenuItem disabled={cancelled || ended} onSelect={() => onAction('cancel', event)}>
        <Ban aria-hidden="true" />
        Cancel event
      </DropdownMenuItem>
      <DropdownMenuItem className="text-destructive focus:text-destructive" onSelect={() => onAction('delete', event)}>
        <Trash2 aria-hidden="true" />
        Delete event
      </DropdownMenuItem>
    </ManageMenu>
  );
}
