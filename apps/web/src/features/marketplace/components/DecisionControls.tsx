import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';

export type DecisionAction = { label: string; icon: LucideIcon; destructive?: boolean; onClick: () => void };

type DecisionControlsProps = { notes: string; onNotes: (notes: string) => void; actions: readonly DecisionAction[]; pending: boolean };

// Under a queued report or stolen gear check: the moderator's notes, kept with the decision, and the decisions to make.
export function DecisionControls({ notes, onNotes, actions, pending }: DecisionControlsProps) {
  const notesId = useId();
  return (
    <>
      <label htmlFor={notesId} className="sr-only">
        Notes on this decision
      </label>
      <Textarea id={notesId} value={notes} onChange={(event) => onNotes(event.target.value)} rows={2} placeholder="Notes (kept with the decision)" />
      <div className="flex flex-wrap gap-2">
        {actions.map(({ label, icon: Icon, destructive, onClick }) => (
          <Button key={label} size="sm" variant={destructive ? 'destructive' : 'outline'} onClick={onClick} disabled={pending}>
            <Icon aria-hidden="true" />
            {label}
          </Button>
        ))}
      </div>
    </>
  );
}
