import { Trophy } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { AchievementIcon } from '@/features/achievements';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { useAchievementsQuery } from '@/features/profile/api/profile.queries';
import { SectionCard } from '@/features/profile/components/SectionCard';
import { formatDayMonthYear } from '@/lib/format';

// Awards tab. Achievements come from the social service: a list when it answers, an
// empty state while it has none (404 until it ships), 'Unable to load achievements' otherwise.
export function AchievementsSection({ userId }: { userId: number }) {
  const query = useAchievementsQuery(userId);
  const items = query.data ?? [];

  return (
    <SectionCard title="Achievements" count={items.length}>
      <QueryState
        query={query}
        loadingLabel="Loading achievements..."
        loading={<SkeletonList count={2} className="grid gap-3 sm:grid-cols-2" bar="h-24 rounded-xl" />}
        error={{ icon: Trophy, title: 'Unable to load achievements' }}
        isEmpty={() => items.length === 0}
        empty={
          <EmptyState icon={Trophy} title="No achievements yet" description="Badges arrive as you post, connect, collaborate and invite people to Stave." />
        }
      >
        {() => (
          <ul className="grid gap-3 sm:grid-cols-2">
            {items.map((item) => (
              <li key={item.id} className="flex gap-3 rounded-xl border bg-card p-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand-strong">
                  <AchievementIcon type={item.type} className="size-5" />
                </span>
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold">{item.title}</h3>
                    {item.level > 1 ? <Badge variant="secondary">Level {item.level}</Badge> : null}
                  </div>
                  {item.description ? <p className="mt-0.5 text-sm text-muted-foreground">{item.description}</p> : null}
                  <p className="mt-1.5 text-xs text-muted-foreground">Awarded {formatDayMonthYear(item.awardedAt)}</p>
                  {item.rewards ? <p className="mt-1 text-xs font-medium text-brand-strong">Rewards: {item.rewards}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </SectionCard>
  );
}
