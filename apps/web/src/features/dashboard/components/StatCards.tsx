import { Briefcase, CalendarDays, MessagesSquare, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserStatsQuery } from '@/features/network';
import { ROUTES } from '@/routes';

type StatKey = 'connections' | 'activeJobs' | 'upcomingEvents' | 'messages';

const CARDS: readonly { key: StatKey; label: string; to: string; icon: LucideIcon }[] = [
  { key: 'connections', label: 'Connections', to: ROUTES.network, icon: Users },
  { key: 'activeJobs', label: 'Active Jobs', to: ROUTES.jobs, icon: Briefcase },
  { key: 'upcomingEvents', label: 'Upcoming Events', to: ROUTES.events, icon: CalendarDays },
  { key: 'messages', label: 'Messages', to: ROUTES.messages, icon: MessagesSquare },
];

// Four stat cards (GET /api/user/stats, composed by the gateway). A counter whose service
// didn't answer is null and reads '—', as does every counter when the call itself fails.
export function StatCards() {
  const query = useUserStatsQuery();
  return (
    <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4" aria-label="Your numbers" data-testid="stat-cards">
      {CARDS.map(({ key, label, to, icon: Icon }) => {
        const value = query.data?.[key] ?? null;
        return (
          <li key={key}>
            <Card className="group h-full transition-shadow focus-within:shadow-raised hover:shadow-raised">
              <Link to={to} className="flex h-full flex-col gap-3 rounded-xl p-4 focus-visible:outline-offset-0">
                <span className="flex items-center justify-between gap-2">
                  <span className="text-[13px] font-medium text-muted-foreground">{label}</span>
                  <span className="grid size-8 place-items-center rounded-lg bg-brand-soft text-brand-strong transition-colors group-hover:bg-brand group-hover:text-brand-foreground">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                </span>
                {query.isPending ? (
                  <Skeleton className="h-8 w-12" />
                ) : (
                  <span
                    className="text-2xl font-semibold tracking-tight tabular-nums"
                    data-stat={key}
                    title={value === null ? 'Not available right now' : undefined}
                  >
                    {value === null ? '—' : value.toLocaleString('en-GB')}
                    {value === null ? <span className="sr-only"> (not available right now)</span> : null}
                  </span>
                )}
              </Link>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
