import { Clock, UserCheck, UsersRound } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

type Stat = { label: string; value: number | null; loading: boolean; hint: string; icon: typeof Clock };

// Network Stats: Connections, Pending (sent requests), Available (everyone else on Stave).
export function NetworkStatsCard({ stats }: { stats: Stat[] }) {
  return (
    <Card className="p-4 sm:p-5" data-testid="network-stats">
      <h2 className="text-sm font-semibold tracking-tight">Network Stats</h2>
      <dl className="mt-3 grid grid-cols-3 gap-2 lg:grid-cols-1 lg:gap-1">
        {stats.map(({ label, value, loading, hint, icon: Icon }) => (
          <div key={label} className="flex flex-col gap-1 rounded-lg bg-muted/60 p-3 lg:flex-row lg:items-center lg:gap-3 lg:bg-transparent lg:px-1 lg:py-2">
            {/* The icon sits inside the term: a <dl>'s groups hold only <dt> and <dd>. */}
            <dt className="order-2 flex items-center text-xs text-muted-foreground lg:order-none lg:flex-1 lg:gap-3 lg:text-sm lg:text-foreground" title={hint}>
              <span className="hidden size-9 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand-strong lg:grid">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              {label}
            </dt>
            <dd className="order-1 text-xl font-semibold tabular-nums lg:order-none lg:text-lg" data-stat={label}>
              {loading ? <Skeleton className="h-6 w-8" /> : value === null ? '—' : value.toLocaleString('en-GB')}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export const STAT_ICONS = { connections: UserCheck, pending: Clock, available: UsersRound };
