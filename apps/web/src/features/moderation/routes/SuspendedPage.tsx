import type { AccountStanding, AppealView } from '@stave/contracts';
import { Ban, Clock, LogOut } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { StaveLogo } from '@/components/brand/StaveLogo';
import { SkipLink } from '@/components/layout/SkipLink';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { ThemeToggle } from '@/features/theme';
import { fullDateTime } from '@/lib/relative-time';
import { useStandingQuery } from '../api/moderation.queries';
import { AppealForm } from '../components/AppealForm';
import { APPEAL_STATUS_LABELS, appealStatusText, standingHeadline } from '../moderation-format';

// A timer longer than this fires at once (setTimeout's 32-bit delay).
const LONGEST_TIMER_MS = 2 ** 31 - 1;

function Quote({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure className="grid gap-1.5">
      <figcaption className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{caption}</figcaption>
      <blockquote className="rounded-lg border-l-4 border-brand/50 bg-muted/50 px-3.5 py-2.5 text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap">
        {children}
      </blockquote>
    </figure>
  );
}

function AppealStatus({ appeal }: { appeal: AppealView }) {
  return (
    <div className="grid gap-4" data-testid="appeal-status">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={appeal.status === 'open' ? 'brand' : 'outline'}>{APPEAL_STATUS_LABELS[appeal.status]}</Badge>
        <span className="text-xs text-muted-foreground">
          Sent <time dateTime={appeal.createdAt}>{fullDateTime(appeal.createdAt)}</time>
        </span>
      </div>
      <p className="text-sm">{appealStatusText(appeal)}</p>
      <Quote caption="You wrote">{appeal.message}</Quote>
      {appeal.response ? <Quote caption="The moderator’s answer">{appeal.response}</Quote> : null}
    </div>
  );
}

function Standing({ standing }: { standing: AccountStanding }) {
  const { user } = useAuth();
  const headline = standingHeadline(standing);
  const Icon = standing.status === 'banned' ? Ban : Clock;
  return (
    <>
      <title>{`${headline.title} · Stave`}</title>
      <section aria-labelledby="standing-title" className="grid gap-5 rounded-2xl border bg-card p-5 shadow-card sm:p-7">
        <span className="grid size-12 place-items-center rounded-2xl bg-destructive/10 text-destructive">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div className="grid gap-2">
          <h1 id="standing-title" className="text-2xl font-semibold tracking-tight text-balance">
            {headline.title}
          </h1>
          <p className="text-[15px] text-muted-foreground" data-testid="standing-detail">
            {headline.detail}
          </p>
        </div>
        {standing.reason ? <Quote caption="Why">{standing.reason}</Quote> : null}
        {standing.since ? (
          <p className="text-xs text-muted-foreground">
            Decided <time dateTime={standing.since}>{fullDateTime(standing.since)}</time>
            {user ? ` · signed in as ${user.name || user.username} (@${user.username})` : null}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="appeal-title" className="grid gap-4 rounded-2xl border bg-card p-5 shadow-card sm:p-7">
        <div className="grid gap-1">
          <h2 id="appeal-title" className="text-lg font-semibold tracking-tight">
            Your appeal
          </h2>
          {standing.appeal ? null : (
            <p className="text-sm text-muted-foreground">
              If you think this was a mistake, tell a moderator why. You can appeal once, and the answer shows here.
            </p>
          )}
        </div>
        {standing.appeal ? <AppealStatus appeal={standing.appeal} /> : <AppealForm />}
      </section>
    </>
  );
}

// /suspended: all a suspended or banned member's token reaches. What happened (until when, or banned), why,
// their appeal and its answer, and Sign out; nothing of the app around it polls or connects. When the standing
// reads active again (the suspension ran out), the session is ended here and the usual sign-in takes over.
export function SuspendedPage() {
  const { signOut } = useAuth();
  const standing = useStandingQuery();
  const data = standing.data;
  const { refetch } = standing;

  useEffect(() => {
    if (data?.status === 'active') void signOut({ title: 'Your account is active again', description: 'Sign in to carry on.', variant: 'success' });
  }, [data?.status, signOut]);

  // A suspension that ends while the page is open: asked again then.
  const until = data?.status === 'suspended' ? data.until : null;
  useEffect(() => {
    const wait = until ? Date.parse(until) - Date.now() + 1_000 : Number.NaN;
    if (!(wait > 0 && wait < LONGEST_TIMER_MS)) return;
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [until, refetch]);

  return (
    <div className="min-h-dvh bg-background">
      <SkipLink />
      <header className="border-b">
        <div className="mx-auto flex h-16 w-full max-w-2xl items-center justify-between gap-2 px-4">
          <StaveLogo />
          <div className="flex items-center gap-1 sm:gap-2">
            <ThemeToggle />
            <Button variant="outline" size="sm" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" />
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 outline-none sm:py-14">
        <QueryState
          query={standing}
          loadingLabel="Loading your account's standing..."
          loading={
            <div className="grid gap-6">
              <Skeleton className="h-56 w-full rounded-2xl" />
              <Skeleton className="h-48 w-full rounded-2xl" />
            </div>
          }
          error={{ title: "Your account's standing couldn't be loaded.", titleAs: 'h1' }}
        >
          {(current) =>
            current.status === 'active' ? (
              <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
                <Spinner className="size-4" />
                Your account is active again. Taking you to sign in...
              </p>
            ) : (
              <Standing standing={current} />
            )
          }
        </QueryState>
      </main>
    </div>
  );
}
