import { Gavel, Inbox } from 'lucide-react';
import { QueueSection } from '@/components/staff-queue/PagedQueue';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppealsQuery } from '../api/moderation.queries';
import { AppealCard } from './AppealCard';

// The decided appeals shown under the open ones (the newest first).
const DECIDED_SHOWN = 10;

// Appeals against suspensions and bans: those waiting (oldest first), then the latest decided.
export function AppealsPanel() {
  const open = useAppealsQuery('open', true);
  const decided = useAppealsQuery('decided', true);
  return (
    <div className="grid gap-8">
      <QueueSection id="appeals-open-heading" title="Waiting for a decision" className="gap-3">
        <QueryState
          query={open}
          loadingLabel="Loading appeals..."
          loading={<Skeleton className="h-56 w-full rounded-xl" />}
          error={{ title: "The appeals couldn't be loaded." }}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState icon={Inbox} title="No appeals waiting" description="Appeals from suspended or banned members show here." className="bg-card py-14" />
          }
        >
          {(list) => (
            <ul className="grid gap-4" aria-label="Open appeals">
              {list.map((appeal) => (
                <AppealCard key={appeal.id} appeal={appeal} />
              ))}
            </ul>
          )}
        </QueryState>
      </QueueSection>
      <QueueSection id="appeals-decided-heading" title="Recently decided" className="gap-3">
        <QueryState
          query={decided}
          loadingLabel="Loading decided appeals..."
          loading={<Skeleton className="h-24 w-full rounded-xl" />}
          error={{ title: "The decided appeals couldn't be loaded.", variant: 'inline' }}
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState icon={Gavel} title="No decided appeals yet" className="bg-card py-8" />}
        >
          {(list) => (
            <ul className="grid gap-4" aria-label="Decided appeals">
              {list.slice(0, DECIDED_SHOWN).map((appeal) => (
                <AppealCard key={appeal.id} appeal={appeal} />
              ))}
            </ul>
          )}
        </QueryState>
      </QueueSection>
    </div>
  );
}
