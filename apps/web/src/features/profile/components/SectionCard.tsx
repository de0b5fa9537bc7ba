import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export function SectionCard({ title, count, action, children }: { title: string; count?: number; action?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3.5 sm:px-6">
        <h2 className="flex items-center gap-2 text-base font-semibold tracking-tight">
          {title}
          {count !== undefined && count > 0 ? (
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">{count}</span>
          ) : null}
        </h2>
        {action}
      </div>
      <div className="p-4 sm:p-6">{children}</div>
    </Card>
  );
}

// Focus for a section's new entry (WCAG 2.4.3): once the list shows the id `onCreated` gave, its
// entry takes focus, rather than leaving it on <body> when the Add button it came from goes away
// (the empty state's) or far from the result.
export function useFocusNewItem(ids: readonly number[]) {
  const pending = useRef<number | null>(null);
  const nodes = useRef(new Map<number, HTMLElement>());
  useEffect(() => {
    if (pending.current === null || !ids.includes(pending.current)) return;
    nodes.current.get(pending.current)?.focus();
    pending.current = null;
  }, [ids]);
  return {
    onCreated: (id: number) => {
      pending.current = id;
    },
    // Spread on the entry's element: it can take focus from script, not from Tab.
    itemProps: (id: number) => ({
      tabIndex: -1,
      ref: (node: HTMLElement | null) => {
        if (node) nodes.current.set(id, node);
        else nodes.current.delete(id);
      },
    }),
  };
}

// Edit and delete buttons for the owner's own entries; named after the entry for screen readers.
export function ItemActions({ label, onEdit, onDelete }: { label: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex shrink-0 gap-0.5">
      <Button variant="ghost" size="icon-sm" onClick={onEdit} aria-label={`Edit ${label}`}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon-sm" onClick={onDelete} aria-label={`Delete ${label}`} className="hover:text-destructive">
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}
