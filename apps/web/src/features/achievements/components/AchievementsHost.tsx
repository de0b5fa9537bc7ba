import type { Achievement } from '@stave/contracts';
import { X } from 'lucide-react';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { AchievementIcon } from '@/features/achievements/AchievementIcon';
import { useMarkAchievementViewedMutation, useUnviewedAchievementsQuery } from '@/features/achievements/api/achievements.queries';
import { celebratedIds, claimCelebration } from '@/features/achievements/celebrated';
import { fireConfetti } from '@/features/achievements/components/confetti';
import { useAuth } from '@/features/auth';
import { useToast } from '@/hooks/useToast';
import { cn } from '@/lib/cn';
import { ROUTES } from '@/routes';

// timings.
export const PANEL_VISIBLE_MS = 7000;
export const PANEL_EXIT_MS = 500;
export const CONFETTI_DELAY_MS = 1500;

function rewardsOf(achievement: Achievement): string | null {
  const rewards = achievement.metadata?.rewards;
  return typeof rewards === 'string' && rewards ? rewards : null;
}

function AchievementPanel({ achievement, remaining, onDone }: { achievement: Achievement; remaining: number; onDone: (id: number) => void }) {
  const [leaving, setLeaving] = useState(false);
  const [paused, setPaused] = useState(false);
  const { toasts } = useToast();
  const toastOpen = toasts.some((t) => t.open);
  const rewards = rewardsOf(achievement);
  const remainingMs = useRef(PANEL_VISIBLE_MS);

  // Auto-hide after 7 s of being on screen; hovering or focusing it stops the clock (WCAG 2.2.1).
  useEffect(() => {
    if (leaving || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => setLeaving(true), remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current = Math.max(0, remainingMs.current - (Date.now() - started));
    };
  }, [leaving, paused]);

  // 500 ms exit, then it counts as seen and the next one (if any) takes its place.
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => onDone(achievement.id), PANEL_EXIT_MS);
    return () => clearTimeout(timer);
  }, [leaving, onDone, achievement.id]);

  return (
    <section
      role="status"
      aria-live="polite"
      aria-labelledby="achievement-title"
      data-testid="achievement-panel"
      data-state={leaving ? 'closed' : 'open'}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={cn(
        'fixed right-4 bottom-4 z-[90] w-[350px] max-w-[calc(100vw-2rem)] overflow-hidden rounded-2xl border bg-popover text-popover-foreground shadow-raised',
        'transition-[opacity,transform] duration-500 ease-out motion-safe:animate-toast-in',
        leaving ? 'translate-y-4 opacity-0' : 'opacity-100',
        toastOpen && !leaving && '-translate-y-28',
      )}
    >
      <div className="h-1 bg-gradient-to-r from-brand via-amber-300 to-brand" aria-hidden="true" />
      <div className="flex gap-4 p-4 pr-10">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-ink text-brand shadow-raised dark:bg-secondary">
          <AchievementIcon type={achievement.type} icon={achievement.icon} className="size-6" />
        </span>
        <div className="min-w-0">
          <p id="achievement-title" className="text-xs font-semibold tracking-wide text-brand-strong uppercase">
            Achievement Unlocked!
          </p>
          <p className="mt-0.5 font-semibold">
            {achievement.title}
            {achievement.level > 1 ? <span className="ml-1.5 text-xs font-medium text-muted-foreground">Level {achievement.level}</span> : null}
          </p>
          {achievement.description ? <p className="mt-0.5 text-sm text-muted-foreground">{achievement.description}</p> : null}
          {rewards ? <p className="mt-1.5 text-xs font-medium text-brand-strong">Rewards: {rewards}</p> : null}
          <div className="mt-2 flex items-center gap-3 text-xs">
            <Link to={ROUTES.profile} className="font-medium text-brand-strong hover:underline" onClick={() => setLeaving(true)}>
              See your awards
            </Link>
            {remaining > 0 ? <span className="text-muted-foreground">{remaining} more to see</span> : null}
          </div>
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon-sm"
        className="absolute top-3 right-2 size-7 text-muted-foreground"
        aria-label="Dismiss achievement"
        onClick={() => setLeaving(true)}
        disabled={leaving}
      >
        <X className="size-4" aria-hidden="true" />
      </Button>
    </section>
  );
}

// 'Achievement Unlocked!': unviewed ones one at a time, bottom right, 350 px wide; dismissing (or the 7 s
// auto-hide) shows the next. Confetti starts 1.5 s after there are unviewed ones. Each award is celebrated once:
// the awards waiting when a page loads (or that arrive while it is open) are taken as one batch, shown one after
// another in this tab, and marked viewed on the server as soon as the batch is taken. A new member holds several
// awards: showing one per page load and marking it only when its panel closed celebrated them over ~6 page loads,
// and one left within its 7 s came back (in any browser, as the server still had it unviewed). A second tab, or a
// reload before the server answered, finds the batch remembered here (celebrated.ts) and shows nothing.
type BatchAction = { type: 'taken'; achievements: Achievement[] } | { type: 'done'; id: number };

// The awards this tab celebrates, in order: taken ones join the end, a closed panel leaves the front.
function batchReducer(batch: Achievement[], action: BatchAction): Achievement[] {
  return action.type === 'taken' ? [...batch, ...action.achievements] : batch.filter((achievement) => achievement.id !== action.id);
}

export function AchievementsHost() {
  const { user } = useAuth();
  const query = useUnviewedAchievementsQuery();
  const { mutate } = useMarkAchievementViewedMutation();
  const [batch, dispatch] = useReducer(batchReducer, []);
  const taken = useRef(new Set<number>());

  // A failed mark-viewed is only logged.
  const markViewed = useCallback((id: number) => mutate(id, { onError: (error) => console.warn('Could not mark the achievement as viewed', error) }), [mutate]);

  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined || !query.data) return;
    const fresh = query.data.filter((achievement) => !taken.current.has(achievement.id));
    if (fresh.length === 0) return;
    const celebrated = celebratedIds(userId);
    const toShow: Achievement[] = [];
    for (const achievement of fresh) {
      taken.current.add(achievement.id);
      // Another tab (or an earlier load) may have celebrated it already: then it is only marked viewed.
      if (!celebrated.has(achievement.id) && claimCelebration(userId, achievement.id)) toShow.push(achievement);
      markViewed(achievement.id);
    }
    if (toShow.length > 0) dispatch({ type: 'taken', achievements: toShow });
  }, [userId, query.data, markViewed]);

  const done = useCallback((id: number) => dispatch({ type: 'done', id }), []);

  const current = batch[0];
  const present = batch.length > 0;
  useEffect(() => {
    if (!present) return;
    // A burst that has started plays out (about 3 s) even if the panel is dismissed meanwhile.
    const timer = setTimeout(() => fireConfetti(), CONFETTI_DELAY_MS);
    return () => clearTimeout(timer);
  }, [present]);

  if (!current) return null;
  return <AchievementPanel key={current.id} achievement={current} remaining={batch.length - 1} onDone={done} />;
}
