import type { CollaborationView } from '@stave/contracts';
import { Link2, X } from 'lucide-react';
import { ActionButton } from '@/components/ui/action-button';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { useCollaborationQuery } from '../api/collaborations.queries';
import { CollaborationCard } from './CollaborationCard';

type SharedCollaborationProps = { id: number; onMessage: (collaboration: CollaborationView) => void; onDismiss: () => void };

// The call a shared link names (/collaborate?c=<id>), shown above the list.
export function SharedCollaboration({ id, onMessage, onDismiss }: SharedCollaborationProps) {
  const { user } = useAuth();
  const query = useCollaborationQuery(id);
  if (query.isPending) return null;
  const gone = query.isError && isApiError(query.error) && query.error.status === 404;
  return (
    <section aria-label="Shared collaboration" className="grid gap-2" data-testid="shared-collaboration">
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 text-[13px] font-medium text-muted-foreground">
          <Link2 className="size-4" aria-hidden="true" />
          {query.data ? 'Shared with you' : gone ? 'This collaboration has been removed.' : "The shared collaboration couldn't be loaded."}
        </p>
        <ActionButton icon={X} variant="ghost" size="sm" onClick={onDismiss} label="Dismiss" />
      </div>
      {query.data ? <CollaborationCard collaboration={query.data} own={query.data.userId === user?.id} onMessage={onMessage} highlighted /> : null}
    </section>
  );
}
