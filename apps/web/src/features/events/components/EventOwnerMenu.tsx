import type { EventView } from '@stave/contracts';
import { Ban, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';

export type OwnerAction = 'edit' | 'cancel' | 'delete';

// The organiser's own actions on an event: edit it, cancel it (those who answered are told), delete it.
export function EventOwnerMenu({ event, ended, onAction }: { event: EventView; ended: boolean; onAction: (action: OwnerAction, event: EventView) => void }) {
  const cancelled = event.status === 'cancelled';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" className="-mt-1 -mr-1 shrink-0" aria-label={`Manage ${event.title}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
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
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
