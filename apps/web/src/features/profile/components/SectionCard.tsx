import { Pencil, RefreshCw, Trash2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

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

export function LoadFailed({ icon, title, onRetry }: { icon: LucideIcon; title: string; onRetry: () => void }) {
  return (
    <EmptyState
      icon={icon}
      tone="error"
      title={title}
      description="Something went wrong on our side. Try again in a moment."
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Retry
        </Button>
      }
    />
  );
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
